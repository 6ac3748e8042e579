// The stylesheet every drawing needs: cards, dice, seats and the boxes of a table. Inlined
// into each page (no CDN, nothing fetched); a page adds its own rules around it.
export const TABLE_CSS = `
.table{font:14px/1.4 system-ui,sans-serif;color:#222}
.table .status{font-weight:600;margin:.2em 0 .6em}
.table .seats,.table .middle{display:flex;flex-wrap:wrap;gap:.6em;margin-bottom:.6em}
.table .box{border:1px solid #ccd;border-radius:6px;padding:.3em .6em;background:#fafbff;min-width:12em;max-width:100%;box-sizing:border-box}
.table .box h4{margin:.1em 0 .3em;font-size:13px;font-weight:600;color:#445}
.table .box.to-move{border-color:#d80;box-shadow:0 0 0 2px #fc6 inset}
.table .seat-box{flex:1 1 20em}
.table .cards{display:inline-flex;flex-wrap:wrap;gap:2px;vertical-align:middle}
.table .card{display:inline-block;min-width:1.9em;padding:.1em .2em;border:1px solid #999;border-radius:4px;background:#fff;text-align:center;font-weight:600;white-space:nowrap}
.table .card.back{background:repeating-linear-gradient(45deg,#46a,#46a 3px,#58c 3px,#58c 6px);min-width:.9em;height:1.3em;padding:0}
.table .backs{display:inline-flex;gap:1px;align-items:center}
.table .suit-H,.table .suit-D{color:#c11}
.table .suit-C,.table .suit-S{color:#111}
.table .card.mark-signal{outline:3px solid #2a8;outline-offset:-1px;background:#e8fff4}
.table .card.mark-signal::after{content:"✦";font-size:10px;color:#2a8;vertical-align:super}
.table .card.mark-win{background:#fff6d0;border-color:#c90}
.table .card.mark-picked{background:#eef;border-style:dashed}
.table .card.mark-top{background:#fff6d0}
.table .card.mark-swindler{background:#333;color:#fff}
.table .die{font-size:34px;line-height:1}
.table .grid{border-collapse:collapse;font-size:13px}
.table .grid th,.table .grid td{border-bottom:1px solid #e4e4ee;padding:.15em .45em;text-align:left;white-space:nowrap}
.table .grid td:first-child{color:#556}
.table .seat .bot{color:#557;font-weight:400}
.table .nat{color:#c11}.table .pit{color:#172}
.table .none{color:#999}
`;
