/** What every page the server renders shares: the page, its bar, headings, button and meter. */
export const PAGE_BASE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2430;background:#f8f9fc;line-height:1.55}
a{color:#364fc7}
.bar{padding:10px 20px;background:#fff;border-bottom:1px solid #e3e6ee}
.bar a{font-weight:700;text-decoration:none}
main{max-width:960px;margin:0 auto;padding:0 16px 48px}
h1{margin:0 0 8px;font-size:clamp(1.6rem,4vw,2.5rem);line-height:1.2}
h2{font-size:1.35rem;margin:32px 0 12px}
.button{display:inline-block;padding:12px 22px;border-radius:8px;background:#364fc7;color:#fff;font-weight:700;text-decoration:none}
.button:hover,.button:focus-visible{background:#2b3fa0}
.meter{height:14px;border-radius:7px;background:#e9ecf5;overflow:hidden}
.meter span{display:block;height:100%;background:#2f9e44}
`;

/** The language switch's look (decision 128), for the stylesheet of each page that shows it. */
export const LANGUAGE_SWITCH_STYLE = `.languages{display:flex;gap:2px;flex-wrap:wrap}
.bar .languages a{display:inline-block;padding:8px 10px;border-radius:6px;color:inherit;font-weight:400;text-decoration:none;line-height:1.2}
.bar .languages a:hover{background:#f1f3f5}
.bar .languages a[aria-current]{font-weight:700;text-decoration:underline;text-underline-offset:4px}`;
