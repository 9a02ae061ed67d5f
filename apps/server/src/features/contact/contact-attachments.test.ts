import { describe, expect, it } from 'vitest';
import { safeFileName } from './contact-attachments';

describe('safeFileName', () => {
  it('keeps an ordinary name, numbered', () => {
    expect(safeFileName('screenshot.png', 0)).toBe('1-screenshot.png');
    expect(safeFileName('Lap sheet (Room 12).xlsx', 2)).toBe('3-Lap_sheet_Room_12_.xlsx');
  });

  it('never leaves the request folder or hides a file', () => {
    expect(safeFileName('../../etc/passwd', 0)).toBe('1-passwd');
    expect(safeFileName('..\\..\\boot.ini', 0)).toBe('1-boot.ini');
    expect(safeFileName('.htaccess', 0)).toBe('1-htaccess');
    expect(safeFileName('..', 1)).toBe('2-attachment');
  });

  it('drops accents and anything a header could choke on, and bounds the length', () => {
    expect(safeFileName('Peña\r\n"list".csv', 0)).toBe('1-Pen_a_list_.csv');
    expect(safeFileName(`${'a'.repeat(300)}.pdf`, 0)).toHaveLength(2 + 100);
  });
});
