/** A filled row of a sheet or CSV file: its number as a spreadsheet shows it, and its cells' text. */
type TableRow = { number: number; cells: string[] };

/** The filled rows of a sheet or CSV file in order, the first being the column names when it has them. */
export type Table = TableRow[];
