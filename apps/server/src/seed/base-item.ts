import { documentNumberExample, gs1CheckDigit } from '@tms/domain';
import { inArray } from 'drizzle-orm';
import { clients, items, numberRules, orderTypes, printers, printTemplates } from '../db/schema';
import type { Tx } from '../platform/db';
import { seededRandom } from '../platform/seeded-random';
import { DEMO_CENTERS } from './demo';
import { SEED_DICTIONARIES } from './dictionaries';

/**
 * Product families per temperature layer: name, item type, per-unit weight (kg) and volume (m3), units
 * per box, boxes per pallet, box size (m), unit name, transport class (1 general, 2 fragile, 3 high value,
 * 4 dangerous).
 */
type Family = {
  name: string;
  itemType: string | null;
  kg: number;
  m3: number;
  perBox: number;
  perPallet: number;
  box: [number, number, number];
  unit: string;
  cls: string;
  cargo: string;
  dangerous?: boolean;
};

const FROZEN: Family[] = [
  {
    name: '速冻水饺 猪肉白菜 1kg',
    itemType: '4',
    kg: 1.05,
    m3: 0.0021,
    perBox: 10,
    perPallet: 60,
    box: [0.5, 0.35, 0.25],
    unit: '袋',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '速冻汤圆 黑芝麻 500g',
    itemType: '4',
    kg: 0.52,
    m3: 0.0011,
    perBox: 20,
    perPallet: 60,
    box: [0.48, 0.32, 0.24],
    unit: '袋',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '冷冻鸡翅中 1kg',
    itemType: '1',
    kg: 1.02,
    m3: 0.0018,
    perBox: 10,
    perPallet: 56,
    box: [0.5, 0.34, 0.2],
    unit: '袋',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '冷冻虾仁 400g',
    itemType: '1',
    kg: 0.42,
    m3: 0.0009,
    perBox: 20,
    perPallet: 64,
    box: [0.45, 0.3, 0.22],
    unit: '袋',
    cls: '3',
    cargo: '食品',
  },
  {
    name: '冷冻西冷牛排 200g',
    itemType: '1',
    kg: 0.21,
    m3: 0.0004,
    perBox: 30,
    perPallet: 72,
    box: [0.42, 0.3, 0.18],
    unit: '片',
    cls: '3',
    cargo: '食品',
  },
  {
    name: '速冻馄饨 荠菜鲜肉 480g',
    itemType: '4',
    kg: 0.5,
    m3: 0.001,
    perBox: 20,
    perPallet: 60,
    box: [0.48, 0.32, 0.24],
    unit: '袋',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '香草冰淇淋 1L',
    itemType: '2',
    kg: 0.6,
    m3: 0.0012,
    perBox: 12,
    perPallet: 80,
    box: [0.4, 0.3, 0.2],
    unit: '盒',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '冷冻薯条 2.5kg',
    itemType: '4',
    kg: 2.5,
    m3: 0.005,
    perBox: 4,
    perPallet: 50,
    box: [0.5, 0.4, 0.25],
    unit: '袋',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '冷冻三文鱼柳 500g',
    itemType: '1',
    kg: 0.52,
    m3: 0.0008,
    perBox: 20,
    perPallet: 60,
    box: [0.45, 0.32, 0.2],
    unit: '袋',
    cls: '3',
    cargo: '食品',
  },
  {
    name: '速冻鲜肉包 600g',
    itemType: '4',
    kg: 0.62,
    m3: 0.0016,
    perBox: 12,
    perPallet: 60,
    box: [0.5, 0.35, 0.25],
    unit: '袋',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '冷冻带鱼段 1kg',
    itemType: '1',
    kg: 1.03,
    m3: 0.0017,
    perBox: 10,
    perPallet: 56,
    box: [0.5, 0.34, 0.2],
    unit: '袋',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '冷冻肥牛卷 500g',
    itemType: '1',
    kg: 0.51,
    m3: 0.0009,
    perBox: 20,
    perPallet: 60,
    box: [0.46, 0.32, 0.22],
    unit: '盒',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '医用干冰 10kg',
    itemType: null,
    kg: 10,
    m3: 0.012,
    perBox: 1,
    perPallet: 40,
    box: [0.4, 0.3, 0.3],
    unit: '箱',
    cls: '4',
    cargo: '医药辅料',
    dangerous: true,
  },
];

const CHILLED: Family[] = [
  {
    name: '鲜牛奶 1L',
    itemType: '2',
    kg: 1.06,
    m3: 0.0011,
    perBox: 12,
    perPallet: 60,
    box: [0.4, 0.3, 0.27],
    unit: '盒',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '原味酸奶 200g×6',
    itemType: '2',
    kg: 1.25,
    m3: 0.0016,
    perBox: 8,
    perPallet: 72,
    box: [0.4, 0.28, 0.2],
    unit: '组',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '冰鲜鸡胸肉 500g',
    itemType: '1',
    kg: 0.52,
    m3: 0.0008,
    perBox: 20,
    perPallet: 60,
    box: [0.45, 0.32, 0.2],
    unit: '盒',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '冰鲜猪里脊 1kg',
    itemType: '1',
    kg: 1.03,
    m3: 0.0014,
    perBox: 10,
    perPallet: 60,
    box: [0.48, 0.32, 0.2],
    unit: '盒',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '鲜切生菜 300g',
    itemType: '3',
    kg: 0.31,
    m3: 0.0015,
    perBox: 16,
    perPallet: 48,
    box: [0.5, 0.35, 0.25],
    unit: '袋',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '内酯豆腐 400g',
    itemType: '6',
    kg: 0.42,
    m3: 0.0006,
    perBox: 24,
    perPallet: 64,
    box: [0.42, 0.3, 0.16],
    unit: '盒',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '冰鲜三文鱼刺身 200g',
    itemType: '1',
    kg: 0.21,
    m3: 0.0004,
    perBox: 24,
    perPallet: 72,
    box: [0.4, 0.3, 0.15],
    unit: '盒',
    cls: '3',
    cargo: '食品',
  },
  {
    name: '鲜榨橙汁 1L',
    itemType: '5',
    kg: 1.08,
    m3: 0.0011,
    perBox: 12,
    perPallet: 60,
    box: [0.4, 0.3, 0.27],
    unit: '瓶',
    cls: '2',
    cargo: '食品',
  },
  {
    name: '切达奶酪片 200g',
    itemType: '2',
    kg: 0.21,
    m3: 0.0003,
    perBox: 30,
    perPallet: 80,
    box: [0.38, 0.28, 0.15],
    unit: '包',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '巴氏杀菌乳 950ml',
    itemType: '2',
    kg: 1.0,
    m3: 0.001,
    perBox: 12,
    perPallet: 60,
    box: [0.4, 0.3, 0.26],
    unit: '瓶',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '鲜鸡蛋 30枚',
    itemType: '6',
    kg: 1.9,
    m3: 0.0045,
    perBox: 6,
    perPallet: 40,
    box: [0.6, 0.4, 0.3],
    unit: '盒',
    cls: '2',
    cargo: '食品',
  },
  {
    name: '疫苗冷链箱 2~8℃',
    itemType: null,
    kg: 6.5,
    m3: 0.036,
    perBox: 1,
    perPallet: 24,
    box: [0.45, 0.4, 0.2],
    unit: '箱',
    cls: '3',
    cargo: '医药',
  },
  {
    name: '胰岛素注射液 冷藏件',
    itemType: null,
    kg: 0.8,
    m3: 0.002,
    perBox: 20,
    perPallet: 48,
    box: [0.4, 0.3, 0.3],
    unit: '盒',
    cls: '3',
    cargo: '医药',
  },
];

const AMBIENT: Family[] = [
  {
    name: '饮用天然水 550ml×24',
    itemType: '5',
    kg: 13.6,
    m3: 0.0168,
    perBox: 1,
    perPallet: 60,
    box: [0.4, 0.27, 0.22],
    unit: '箱',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '常温纯牛奶 250ml×24',
    itemType: '2',
    kg: 6.4,
    m3: 0.0095,
    perBox: 1,
    perPallet: 72,
    box: [0.36, 0.24, 0.11],
    unit: '箱',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '东北大米 5kg',
    itemType: '6',
    kg: 5.02,
    m3: 0.0072,
    perBox: 4,
    perPallet: 40,
    box: [0.55, 0.4, 0.2],
    unit: '袋',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '花生油 5L',
    itemType: '6',
    kg: 4.65,
    m3: 0.0058,
    perBox: 4,
    perPallet: 40,
    box: [0.5, 0.34, 0.33],
    unit: '桶',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '红烧牛肉面 五连包',
    itemType: '6',
    kg: 0.55,
    m3: 0.0042,
    perBox: 6,
    perPallet: 48,
    box: [0.55, 0.4, 0.25],
    unit: '包',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '苏打饼干 200g',
    itemType: '6',
    kg: 0.21,
    m3: 0.0007,
    perBox: 24,
    perPallet: 60,
    box: [0.45, 0.3, 0.25],
    unit: '盒',
    cls: '2',
    cargo: '食品',
  },
  {
    name: '罐装可乐 330ml×24',
    itemType: '5',
    kg: 8.4,
    m3: 0.0112,
    perBox: 1,
    perPallet: 80,
    box: [0.4, 0.27, 0.12],
    unit: '箱',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '每日坚果礼盒 750g',
    itemType: '6',
    kg: 0.9,
    m3: 0.0035,
    perBox: 8,
    perPallet: 48,
    box: [0.5, 0.35, 0.25],
    unit: '盒',
    cls: '3',
    cargo: '食品',
  },
  {
    name: '鸡蛋挂面 1kg',
    itemType: '6',
    kg: 1.01,
    m3: 0.0016,
    perBox: 10,
    perPallet: 60,
    box: [0.45, 0.3, 0.18],
    unit: '把',
    cls: '1',
    cargo: '食品',
  },
  {
    name: '生抽酱油 1.9L',
    itemType: '6',
    kg: 2.2,
    m3: 0.0025,
    perBox: 6,
    perPallet: 60,
    box: [0.4, 0.27, 0.3],
    unit: '瓶',
    cls: '2',
    cargo: '食品',
  },
  {
    name: '一次性医用口罩 50只',
    itemType: null,
    kg: 0.18,
    m3: 0.0012,
    perBox: 40,
    perPallet: 30,
    box: [0.6, 0.4, 0.4],
    unit: '盒',
    cls: '1',
    cargo: '医药辅料',
  },
];

const BRANDS = [
  '鲜链优选',
  '三全',
  '思念',
  '湾仔码头',
  '光明',
  '蒙牛',
  '伊利',
  '圣农',
  '正大',
  '双汇',
  '金龙鱼',
  '农夫山泉',
  '盒马',
  '美宜佳',
  '维他',
];
const FAMILIES: Record<string, Family[]> = { FROZEN, CHILLED, AMBIENT };
const DIMENSION_CATEGORY: Record<string, string> = { FROZEN: '冷冻', CHILLED: '冷藏', AMBIENT: '常温' };

const fixed = (value: number, scale: number) => value.toFixed(scale);
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A valid EAN-13 in the 690-695 (China) range. */
function ean13(n: number): string {
  const body = `69${pad(n * 7919 + 10_000_000, 10).slice(-10)}`;
  return `${body}${gs1CheckDigit(body)}`;
}

async function seedItems(tx: Tx): Promise<void> {
  const random = seededRandom(20261121);
  const clientCodes = Array.from({ length: 15 }, (_, i) => `C${pad(i + 1, 3)}`);
  const clientRows = await tx
    .select({ uuid: clients.uuid, code: clients.code })
    .from(clients)
    .where(inArray(clients.code, clientCodes));
  const clientByCode = new Map(clientRows.map((c) => [c.code, c.uuid]));
  const layers =
    SEED_DICTIONARIES.find((d) => d.type === 'item_temperature')?.entries.map(([value]) => value) ??
    Object.keys(FAMILIES);

  const rows: (typeof items.$inferInsert)[] = [];
  for (let i = 1; i <= 300; i++) {
    const layer = layers[(i - 1) % layers.length] ?? 'AMBIENT';
    // A layer the dictionary has beyond the three families (say deep frozen) borrows the frozen families.
    const families = FAMILIES[layer] ?? (/FROZ/i.test(layer) ? FROZEN : CHILLED);
    const family = families[Math.floor(random() * families.length)] ?? (families[0] as Family);
    const brand = BRANDS[Math.floor(random() * BRANDS.length)] ?? '鲜链优选';
    const client = clientCodes[Math.floor(random() * clientCodes.length)] ?? 'C001';
    const drift = 1 + (Math.floor(random() * 5) - 2) / 100;
    const boxKg = family.kg * family.perBox * drift;
    rows.push({
      uuid: `item-${pad(i, 5)}`,
      clientId: clientByCode.get(client) ?? null,
      code: `I${pad(i, 5)}`,
      name: `${brand} ${family.name}`,
      cargoType: family.cargo,
      temperature: layer,
      transClassification: family.cls,
      itemType: family.itemType,
      matType: i % 25 === 0 ? '2' : '1',
      itemBox: family.perBox === 1 ? 'BOX' : i % 9 === 0 ? 'CRATE' : 'BOX',
      operationUnit: '箱',
      packingSpec: `${family.perBox}${family.unit}/箱`,
      weightKg: fixed(family.kg * drift, 3),
      volumeM3: fixed(family.m3, 6),
      length: fixed(family.box[0], 3),
      width: fixed(family.box[1], 3),
      height: fixed(family.box[2], 3),
      basicUnit: family.unit,
      boxUnit: '箱',
      palletUnit: '托',
      boxFactor: fixed(family.perBox, 3),
      palletFactor: fixed(family.perPallet, 3),
      externalCode: `SKU-${client}-${pad(1000 + i, 6)}`,
      deliveryType: null,
      dangerous: family.dangerous ? 'Y' : 'N',
      category1: family.cargo,
      category2: DIMENSION_CATEGORY[layer] ?? layer,
      category3: brand,
      category4: boxKg > 15 ? '重货' : '轻货',
      barcode: ean13(i),
      packageCode: `PK${pad(i, 5)}`,
      packageUnit: '箱',
      createBy: 'seed',
    });
  }
  await tx.insert(items).values(rows);
}

const ORDER_TYPES = [
  ['OT-DLV', '门店配送', '3', '仓到店日常配送'],
  ['OT-FRZ', '冷冻专配', '1', '-18℃ 冷冻品专车配送'],
  ['OT-CHL', '冷藏专配', '2', '0~4℃ 冷藏品配送'],
  ['OT-MIX', '多温共配', '4', '冷冻、冷藏、常温同车分仓'],
  ['OT-PICK', '供应商提货', '3', '到供应商仓库提货'],
  ['OT-TRF', '仓间调拨', '4', '区域仓之间调拨'],
  ['OT-RTN', '门店退货', '3', '门店退货返仓'],
  ['OT-XD', '越库转运', '4', '经转运中心越库分拨'],
] as const;

const TEMPLATE_TYPES = [
  ['TPL-GOODS', '货物清单（单站）', 'goods'],
  ['TPL-GOODS-M', '货物清单（多站）', 'goodsMulti'],
  ['TPL-SHIPMENT', '调度单', 'shipment'],
  ['TPL-XDOCK', '越库交接单', 'crossDock'],
] as const;

/** Items, order types, printers, print template records and document number rules. */
export async function seedItemsAndNumbering(tx: Tx): Promise<void> {
  await seedItems(tx);
  await tx.insert(orderTypes).values(
    ORDER_TYPES.map(([code, name, orderBreed, remark]) => ({
      uuid: `ot-${code.toLowerCase()}`,
      code,
      name,
      orderBreed,
      remark,
      createBy: 'seed',
    })),
  );
  await tx.insert(printers).values(
    DEMO_CENTERS.flatMap((center, c) => [
      {
        uuid: `pr-${center.code.toLowerCase()}-01`,
        code: `PR-${center.code}-01`,
        name: `${center.name.slice(0, 2)}发货区激光打印机`,
        dispatchCenterId: center.uuid,
        model: 'HP LaserJet Pro M404dn',
        ip: `10.${20 + c}.1.21`,
        port: 9100,
        paperSize: 'A4',
        createBy: 'seed',
      },
      {
        uuid: `pr-${center.code.toLowerCase()}-02`,
        code: `PR-${center.code}-02`,
        name: `${center.name.slice(0, 2)}装车口标签打印机`,
        dispatchCenterId: center.uuid,
        model: 'Zebra ZT411',
        ip: `10.${20 + c}.1.22`,
        port: 9100,
        paperSize: '100x150mm',
        createBy: 'seed',
      },
    ]),
  );
  await tx.insert(printTemplates).values(
    TEMPLATE_TYPES.map(([code, name, type]) => ({
      uuid: `tpl-${code.toLowerCase()}`,
      code,
      name,
      type,
      remark: '版式随打印功能提供',
      createBy: 'seed',
    })),
  );
  const rules = [
    {
      code: 'NR-WB',
      refType: 'waybill',
      prefix: 'WB',
      timestampFormat: 'YYYYMMDD',
      serialLength: 6,
      remark: '运单号',
    },
    {
      code: 'NR-SP',
      refType: 'shipment',
      prefix: 'SP',
      timestampFormat: 'YYYYMMDD',
      serialLength: 5,
      remark: '调度单号',
    },
    {
      code: 'NR-OR',
      refType: 'order',
      prefix: 'OR',
      timestampFormat: 'YYMMDD',
      serialLength: 6,
      remark: '订单号',
    },
  ];
  await tx.insert(numberRules).values(
    rules.map((r) => ({
      uuid: `nr-${r.refType}`,
      ...r,
      timestampEnabled: 'Y',
      example: documentNumberExample({ ...r, timestampEnabled: true }),
      createBy: 'seed',
    })),
  );
}
