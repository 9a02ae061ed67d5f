import { LANGUAGE_SWITCH_STYLE, PAGE_BASE_STYLE } from '../../http/pages/page-style';

/**
 * The donor pages' whole stylesheet, sent inside each page: the landing pages' base (decision 048)
 * with the cards, facts, rankings and share buttons of the Thon and participant pages.
 */
export const DONOR_PAGE_STYLE = `${PAGE_BASE_STYLE}
${LANGUAGE_SWITCH_STYLE}
.bar-end{display:flex;align-items:center;gap:4px 12px;flex-wrap:wrap;justify-content:flex-end}
.skip{position:absolute;left:-9999px;top:8px;padding:8px 14px;background:#fff;border-radius:6px;z-index:2}
.skip:focus{left:8px}
.bar{display:flex;justify-content:space-between;align-items:center;gap:12px}
.bar a{display:inline-flex;align-items:center;gap:8px}
.bar img{width:32px;height:32px}
main{max-width:820px;padding-top:28px}
main:focus{outline:none}
.muted{color:#495057}
.small{font-size:.875rem}
.tags{display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px;margin:0 0 4px}
.badge{display:inline-block;padding:2px 10px;border-radius:16px;background:#e7f5ff;color:#1864ab;font-size:.75rem;font-weight:700;text-transform:uppercase}
.lead{font-size:1.125rem;margin:0}
.intro{margin-bottom:24px}
.who{display:flex;align-items:center;gap:16px}
.who img{width:96px;height:96px;border-radius:50%;object-fit:cover;flex:none}
.card{background:#fff;border:1px solid #dee2e6;border-radius:12px;padding:16px;margin:0 0 16px}
.card h2{margin:0 0 6px;font-size:1.125rem}
.card p{margin:0 0 4px}
.goal{padding:24px}
.amounts{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:flex-end;gap:8px 16px;margin-bottom:16px}
.amounts p{margin:0}
.raised{font-size:2rem;font-weight:800;color:#087f5b;line-height:1.2}
.target{font-size:1.25rem;font-weight:700}
.meter{height:16px;border-radius:8px;margin-bottom:12px}
.meter span{background:#12b886}
.give{display:block;text-align:center;margin:0 0 16px;font-size:1.1rem;background:#087f5b}
.give:hover,.give:focus-visible{background:#066649}
.facts{display:grid;gap:16px;grid-template-columns:1fr;margin-bottom:16px}
.facts .card{margin:0}
.facts strong{display:block;font-size:1.125rem}
h2.section{font-size:1.125rem;margin:24px 0 8px}
ol.ranking{list-style:none;margin:0 0 16px;padding:0}
ol.ranking li{display:flex;justify-content:space-between;gap:12px;margin-bottom:8px;padding:10px 14px}
.share{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin:8px 0 16px}
.share a,.share button{display:inline-flex;align-items:center;padding:8px 16px;border:0;border-radius:8px;background:#e7f5ff;color:#1864ab;font:inherit;font-size:.875rem;font-weight:600;text-decoration:none;cursor:pointer}
.share a:hover,.share button:hover{background:#d0ebff}
.share [hidden]{display:none}
article.card{white-space:pre-line}
article.card time{display:block;white-space:normal;font-size:.75rem;color:#495057}
.pages{display:flex;flex-wrap:wrap;gap:6px;margin:8px 0 16px}
.pages a,.pages span{min-width:36px;padding:6px 10px;border:1px solid #dee2e6;border-radius:6px;background:#fff;text-align:center;text-decoration:none}
.pages [aria-current]{background:#1864ab;border-color:#1864ab;color:#fff;font-weight:700}
.privacy{display:flex;align-items:flex-start;gap:8px;color:#495057;font-size:.875rem}
.privacy svg{flex:none}
.problem h1{color:#c92a2a;font-size:1.5rem}
.code{display:flex;flex-wrap:wrap;align-items:flex-end;gap:8px}
.code label{display:flex;flex-direction:column;flex:1;min-width:160px;font-size:.875rem;font-weight:600}
.code input{margin-top:4px;padding:8px 10px;border:1px solid #ced4da;border-radius:6px;font:inherit}
.code button{padding:9px 18px;border:0;border-radius:6px;background:#1971c2;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.lost{text-align:center;padding:48px 0}
.lost .big{font-size:4.5rem;font-weight:800;color:#4263eb;line-height:1;margin:0}
footer{max-width:820px;margin:0 auto;padding:16px;display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px;font-size:.875rem;color:#495057}
footer nav{display:flex;flex-wrap:wrap;gap:16px}
footer a{color:#343a40}
@media (min-width:600px){.facts{grid-template-columns:repeat(3,1fr)}}
`;
