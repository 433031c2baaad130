/**
 * npm run bench:print — the PDF budget, on this machine only: "a 30-page delivery note PDF in under
 * 2 s". Builds one goods delivery note of 10 pick-up stops x 6 waybills x 10 lines with Chinese item names
 * (600 goods lines, paged by the shared A4 rule into 30+ pages), then renders it with the server's own
 * form code (pdfkit, the embedded Noto Sans SC subset, the Code128 barcode): one cold run (font and
 * code loading included), then BENCH_ROUNDS (5) warm runs. The text of the PDF is checked (page count,
 * a Chinese item name, the total). The data loading of goodsPrint is a few small queries and is
 * measured by the route tests, not here. BENCH_OUT=path writes the PDF.
 */
import { writeFileSync } from 'node:fs';
import { type GoodsStop, goodsPages, goodsTotals } from '@tms/domain';
import { goodsPdf } from '../src/modules/dispatch/print/pdf-forms';
import type { GoodsNote } from '../src/modules/dispatch/print/print-data';

const ROUNDS = Math.min(Number(process.env.BENCH_ROUNDS ?? 5), 50);
const BUDGET_MS = 2000;
const NAMES = [
  '冷冻牛腩 500g',
  '速冻水饺 猪肉白菜 1kg',
  '蒙牛 纯牛奶 250ml×24',
  '冰淇淋 香草味 1L',
  '三全 汤圆 黑芝麻',
];

function note(): GoodsNote {
  const srcStopList: GoodsStop[] = Array.from({ length: 10 }, (_, s) => ({
    stationCode: `WH${s}`,
    stationName: `上海冷链仓${s + 1}号`,
    srcWaybillList: Array.from({ length: 6 }, (_, w) => ({
      waybillCode: `WB2030060${s}${w}0001`,
      customNo: `PO-${s}-${w}`,
      itemBeanList: Array.from({ length: 10 }, (_, i) => ({
        customNo: `PO-${s}-${w}`,
        itemCode: `I${String(s * 100 + w * 10 + i).padStart(5, '0')}`,
        itemName: NAMES[i % NAMES.length] as string,
        itemTemp: '冷冻 (-18℃)',
        itemQuantity: String(10 + i),
        itemWeight: '12.345',
        itemVolume: '0.012345',
        itemPallets: '0.5',
        itemUnit: '箱',
        remark: i === 0 ? '轻拿轻放' : null,
      })),
    })),
  }));
  return {
    shipmentId: 'bench',
    shipmentCode: 'SP2030060300001',
    barcode: 'SP2030060300001',
    sender: '思念食品（上海）有限公司',
    senderAddress: '上海市虹口区四川北路169号',
    receiver: '徐家汇3号店',
    address: '上海市徐汇区漕溪北路88号',
    contact: '赵丽 13933620418',
    plateNumber: '沪A12345',
    driverName: '王师傅',
    driverMobile: '13800000000',
    etd: '2030-06-03 05:30:00',
    printTime: '2030-06-02 18:00:00',
    preparer: '张伟',
    waybillIds: [],
    srcStopList,
    ...goodsTotals(srcStopList),
  };
}

async function main() {
  const notes = [note()];
  const pages = goodsPages(notes[0]?.srcStopList ?? []).length;
  const timed = async () => {
    const start = performance.now();
    const out = await goodsPdf(notes, 'zh-CN');
    return { ms: performance.now() - start, ...out };
  };
  const cold = await timed();
  const warm: number[] = [];
  let last = cold;
  for (let i = 0; i < ROUNDS; i += 1) {
    last = await timed();
    warm.push(last.ms);
  }
  warm.sort((a, b) => a - b);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(last.pdf) }).promise;
  const lastPage = await (await doc.getPage(doc.numPages)).getTextContent();
  const text = lastPage.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  const ok = doc.numPages === pages && text.includes('总计') && text.includes(notes[0]?.total.weight ?? '?');
  if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, last.pdf);
  const median = warm[Math.floor(warm.length / 2)] ?? cold.ms;
  console.log(
    JSON.stringify(
      {
        pages: doc.numPages,
        bytes: last.pdf.length,
        coldMs: Math.round(cold.ms),
        warmMedianMs: Math.round(median),
        warmMaxMs: Math.round(warm.at(-1) ?? cold.ms),
        budgetMs: BUDGET_MS,
        textChecked: ok,
      },
      null,
      2,
    ),
  );
  if (!ok || cold.ms > BUDGET_MS) process.exitCode = 1;
}

await main();
