/**
 * The home page's whole stylesheet, sent inside the page (decision 101): the web app's look (its
 * Mantine theme: indigo 7 as the primary colour, the darker greys and red its contrast rules ask for,
 * 8 px corners, 16 px cards) for the parts the home page shows, and nothing else.
 */
export const HOME_PAGE_STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;font-size:16px;line-height:1.55;color:#000;background:#fff;-webkit-font-smoothing:antialiased;display:flex;flex-direction:column;min-height:100dvh}
h1,h2,h3,p{margin:0}
h1,h2,h3{font-weight:800;line-height:1.3}
a{color:#3b5bdb}
button,input{font:inherit;color:inherit}
.icon{flex:none}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.skip{position:fixed;top:8px;left:8px;z-index:1000;padding:8px 16px;border-radius:8px;background:#4263eb;color:#fff;font-weight:700;transform:translateY(-200%)}
.skip:focus{transform:none}
.container{max-width:1140px;margin:0 auto;padding:0 16px;width:100%}
.header{position:sticky;top:0;z-index:100;height:64px;background:#fff;border-bottom:1px solid #dee2e6}
.bar{height:100%;display:flex;align-items:center;justify-content:space-between;gap:12px}
.brand{display:flex;align-items:center;gap:10px;text-decoration:none;font-weight:800;font-size:18px;color:#364fc7}
.group{display:flex;flex-wrap:wrap;align-items:center;gap:16px}
.group.tight{gap:10px;flex-wrap:nowrap}
.group.end{justify-content:flex-end;gap:10px}
.group.spread{justify-content:space-between;gap:10px}
.stack{display:flex;flex-direction:column;gap:16px}
.wide-gap{gap:20px}
.dim{color:#495057;line-height:1.6}
.small{font-size:14px;line-height:1.55}
.sign-up{text-align:center;margin:0}
.caps{text-transform:uppercase}
.narrow{display:none}
main{flex:1}
main:focus{outline:none}
.band{padding:72px 0}
.sign-in-band{background:#edf2ff;padding:32px 0}
.sign-in-band h1{font-size:26px;color:#364fc7;margin-bottom:20px}
.columns{display:grid;grid-template-columns:1fr;gap:32px}
.card{background:#fff;border:1px solid #dee2e6;border-radius:16px;padding:32px}
.card.raised{box-shadow:0 1px 3px rgba(0,0,0,.05),rgba(0,0,0,.05) 0 20px 25px -5px,rgba(0,0,0,.04) 0 10px 10px -5px}
.card h2{font-size:20px}
.button{display:inline-flex;align-items:center;justify-content:center;gap:10px;height:36px;padding:0 18px;border:1px solid transparent;border-radius:8px;background:#4263eb;color:#fff;font-size:14px;font-weight:600;line-height:1;text-decoration:none;cursor:pointer;white-space:nowrap}
.button:hover{background:#3b5bdb}
.button:focus-visible,.tabs button:focus-visible,.toggle:focus-visible,.link-button:focus-visible,.menu button:focus-visible,.check input:focus-visible{outline:2px solid #4263eb;outline-offset:2px}
.button[aria-busy=true]{opacity:.6;cursor:progress}
.button.full{width:100%}
.button.small{height:30px;padding:0 14px;font-size:12px}
.button.default{background:#fff;border-color:#ced4da;color:#000}
.button.default:hover{background:#f8f9fa}
.button.subtle{background:transparent;color:#4263eb}
.button.subtle:hover{background:#dbe4ff}
.button.light{background:#dbe4ff;color:#364fc7}
.button.light:hover{background:#cad6ff}
.button.white{height:42px;padding:0 22px;font-size:16px;background:#fff;color:#364fc7}
.button.white:hover{background:#f8f9fa}
.field{display:flex;flex-direction:column}
.field label{font-size:14px;font-weight:500;line-height:1.55}
.required{color:#e03131}
.description{font-size:12px;color:#495057;line-height:1.2;margin-bottom:5px}
.input-wrap{position:relative}
.field input:not([type=checkbox]){width:100%;height:36px;padding:0 12px;border:1px solid #ced4da;border-radius:8px;background:#fff;font-size:14px}
.field input:focus{outline:none;border-color:#4263eb}
.field input[aria-invalid=true]{border-color:#e03131;color:#e03131}
.field input.with-toggle{padding-right:36px}
.error{margin-top:5px;font-size:12px;color:#e03131;line-height:1.2}
.toggle{position:absolute;right:6px;top:6px;width:24px;height:24px;display:flex;align-items:center;justify-content:center;border:0;border-radius:6px;background:none;color:#495057;cursor:pointer}
.toggle:hover{background:#f1f3f5}
.toggle .icon+.icon,.toggle[aria-pressed=true] .icon:first-child{display:none}
.toggle[aria-pressed=true] .icon+.icon{display:block}
.row{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:16px}
.check{display:flex;align-items:center;gap:12px;font-size:14px;cursor:pointer}
.check input{width:20px;height:20px;margin:0;accent-color:#4263eb;cursor:pointer}
.link-button{padding:0;border:0;background:none;color:#3b5bdb;font-size:14px;cursor:pointer}
.link-button:hover{text-decoration:underline}
.tabs{display:flex;border-bottom:2px solid #dee2e6;margin-bottom:16px}
.tabs button{flex:1;display:flex;align-items:center;justify-content:center;gap:10px;padding:10px 16px;margin-bottom:-2px;border:0;border-bottom:2px solid transparent;background:none;font-size:14px;cursor:pointer}
.tabs button:hover{background:#f8f9fa;border-bottom-color:#dee2e6}
.tabs button[aria-selected=true]{border-bottom-color:#4263eb}
.problem{display:flex;gap:16px;padding:16px;border-radius:8px;background:#fff0f0;font-size:14px;line-height:1.55}
.problem:focus{outline:2px solid #4263eb;outline-offset:2px}
.problem .icon{color:#c92a2a;margin-top:1px}
.problem strong{display:block;color:#c92a2a;font-weight:700;margin-bottom:4px}
.divider{display:flex;align-items:center;gap:8px;color:#495057;font-size:12px}
.divider::before,.divider::after{content:"";flex:1;border-top:1px solid #dee2e6}
.inline-form{display:flex;flex-wrap:wrap;align-items:flex-start;gap:12px}
.inline-form .grow{flex:1;min-width:160px}
.inline-form .button{margin-top:25px}
.hero{background:linear-gradient(135deg,#1e2a78 0%,#364fc7 60%,#5f3dc4 100%);color:#fff;padding:48px 0}
.hero-columns{gap:48px;align-items:center}
.hero-text{gap:20px}
.eyebrow{color:#ffd8a8;font-size:14px;font-weight:700;letter-spacing:.04em;text-transform:uppercase}
.hero h2{font-size:36px;line-height:1.1}
.lead{color:#edf2ff;font-size:18px;line-height:1.6}
.illustration{width:100%;max-width:420px;height:auto;justify-self:center}
.values{background:#f8f9fa}
.centered{text-align:center;margin-bottom:40px;font-size:26px}
.grid3{display:grid;grid-template-columns:1fr;gap:20px}
.value{box-shadow:0 1px 3px rgba(0,0,0,.05),0 1px 2px rgba(0,0,0,.1)}
.value h3{font-size:18px;margin-bottom:10px}
.theme-icon{display:flex;align-items:center;justify-content:center;width:52px;height:52px;border-radius:8px;margin-bottom:16px}
.theme-icon.teal{background:#e6fcf5;color:#0c8599}
.theme-icon.orange{background:#fff4e6;color:#d9480f}
.theme-icon.indigo{background:#edf2ff;color:#3b5bdb}
.steps{list-style:none;margin:0;padding:0;gap:32px}
.steps li{display:flex;flex-direction:column;gap:10px}
.step-title{display:flex;align-items:center;gap:12px}
.step-title h3{font-size:18px}
.number{display:flex;flex:none;align-items:center;justify-content:center;width:40px;height:40px;border-radius:50%;background:#4263eb;color:#fff;font-weight:800}
.footer{border-top:1px solid #dee2e6;background:#f8f9fa;padding:20px 0}
.footer a{color:#343a40;font-size:14px;text-decoration:none}
.footer a:hover{text-decoration:underline}
.language{position:relative}
.menu{position:absolute;right:0;top:calc(100% + 8px);min-width:160px;padding:4px;background:#fff;border:1px solid #dee2e6;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.05),rgba(0,0,0,.05) 0 10px 15px -5px;z-index:200}
.menu button{display:flex;width:100%;align-items:center;justify-content:space-between;padding:6px 12px;border:0;border-radius:6px;background:none;font-size:14px;text-align:left;cursor:pointer}
.menu button:hover,.menu button:focus{background:#f1f3f5;outline:none}
.menu[hidden],[hidden]{display:none!important}
.offer{position:fixed;right:20px;bottom:20px;z-index:300;max-width:360px;padding:16px;background:#fff;border:1px solid #dee2e6;border-radius:16px;box-shadow:0 1px 3px rgba(0,0,0,.05),rgba(0,0,0,.05) 0 36px 28px -7px,rgba(0,0,0,.04) 0 17px 17px -7px}
.offer-question{display:flex;align-items:center;gap:12px;margin-bottom:12px}
.toasts{position:fixed;top:76px;right:16px;z-index:400;display:flex;flex-direction:column;gap:10px;width:min(440px,calc(100% - 32px))}
.toast{position:relative;display:flex;gap:12px;padding:10px 36px 10px 22px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.05),rgba(0,0,0,.05) 0 28px 23px -7px,rgba(0,0,0,.04) 0 12px 12px -7px;font-size:14px}
.toast::before{content:"";position:absolute;left:6px;top:8px;bottom:8px;width:6px;border-radius:4px;background:#e03131}
.toast strong{display:block;font-weight:500;margin-bottom:2px}
.toast button{position:absolute;right:8px;top:8px;width:28px;height:28px;border:0;border-radius:6px;background:none;cursor:pointer;font-size:18px;line-height:1}
@media (max-width:47.99em){.wide{display:none}.narrow{display:inline}.header-link{width:34px;height:34px;padding:0}.language .button{padding:0 6px}.brand{font-size:18px}}
@media (min-width:48em){.grid3{grid-template-columns:repeat(3,1fr)}.brand{font-size:20px}}
@media (min-width:62em){.columns{grid-template-columns:1fr 1fr}.sign-in-band{padding:48px 0}.sign-in-band h1{font-size:32px}.hero{padding:88px 0}.hero h2{font-size:52px}}
`;
