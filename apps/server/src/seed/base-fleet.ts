import { hkIdCheckDigit, type ModelCompartment } from '@tms/domain';
import type { AppConfig } from '../config';
import { carriers, dataGroupCarriers, drivers, userDataGroups, vehicleModels, vehicles } from '../db/schema';
import { uploadFile } from '../modules/reference';
import { hashPassword } from '../platform/auth/password';
import type { Tx } from '../platform/db';
import { seededRandom } from '../platform/seeded-random';
import { seedCaller } from './dispatch-callers';
import { type DocumentKind, documentImage } from './document-images';

/**
 * The demo fleet: carriers CR01-CR08 (uuid cr01..), vehicle models VM01-VM47 (vm01..), vehicles
 * V0001-V0069 (v0001..), drivers D0001-D0060 (d0001..). Deterministic: fixed-seed PRNGs; the dates are
 * relative to the day the seed runs, so "valid" insurance stays valid in a fresh demo.
 * Review: CR03 and CR06 pending, CR08 rejected, CR05 blacklisted; two vehicles (V0007, V0023) have
 * expired insurance, V0039 was rejected, and every fifth of V0001-V0040 awaits review (V0009, the other
 * 13 m trailer among them).
 * Each center's carriers are in its data group (Shanghai and Jiangsu in DG-SH, Guangdong in DG-GZ, Hong
 * Kong in DG-HK): its dispatchers and schedulers see and pick them. The demo carrier user zhou.carrier
 * (id 9) works for CR01 (a carrier data group of their own).
 * The day fleet (V0043-V0069, VM42-VM47): approved three-temperature bodies of each center's approved
 * carriers, so every center can carry a day of mixed frozen, chilled and ambient goods.
 * Every vehicle has its driving licence (front and back) and insurance policy pictures, every driver a
 * licence picture: stored through the storage area, so a detail shows them and saving one passes.
 */
type SeedCarrier = {
  code: string;
  name: string;
  shortName: string;
  contact: string;
  mobile: string;
  address: string;
  region: 'SH' | 'JS' | 'GZ' | 'FS' | 'SZ' | 'HK';
  review: '0' | '1' | '2';
  reviewRemark?: string;
  blacklistReason?: string;
};

const CARRIERS: SeedCarrier[] = [
  {
    code: 'CR01',
    name: '上海顺达冷链运输有限公司',
    shortName: '顺达冷运',
    contact: '周强',
    mobile: '18621450098',
    address: '上海市浦东新区航头镇航都路18号冷链园3号库',
    region: 'SH',
    review: '1',
  },
  {
    code: 'CR02',
    name: '上海鲜通冷藏物流有限公司',
    shortName: '鲜通冷藏',
    contact: '顾建华',
    mobile: '13818836201',
    address: '上海市嘉定区马陆镇宝安公路2888号',
    region: 'SH',
    review: '1',
  },
  {
    code: 'CR03',
    name: '江苏苏冷供应链管理有限公司',
    shortName: '苏冷供应链',
    contact: '沈磊',
    mobile: '13962153487',
    address: '苏州市吴中区甪直镇凌港路58号',
    region: 'JS',
    review: '0',
  },
  {
    code: 'CR04',
    name: '广州穗丰冷链物流有限公司',
    shortName: '穗丰冷链',
    contact: '梁志华',
    mobile: '13922381746',
    address: '广州市白云区太和镇永兴村冷链物流基地B区',
    region: 'GZ',
    review: '1',
  },
  {
    code: 'CR05',
    name: '佛山粤鲜运输有限公司',
    shortName: '粤鲜运输',
    contact: '麦俊杰',
    mobile: '13702981155',
    address: '佛山市南海区里水镇和顺大道128号',
    region: 'FS',
    review: '1',
    blacklistReason: '2026年多次冷冻车厢温度超标（高于-15℃），客户投诉',
  },
  {
    code: 'CR06',
    name: '深圳鹏程冷运有限公司',
    shortName: '鹏程冷运',
    contact: '邓卫东',
    mobile: '13510627734',
    address: '深圳市龙岗区平湖街道华南城冷链中心',
    region: 'SZ',
    review: '0',
  },
  {
    code: 'CR07',
    name: '香港冷鏈運輸有限公司',
    shortName: '港冷運輸',
    contact: '陳志強',
    mobile: '13612345601',
    address: '香港新界葵涌貨櫃碼頭路88號亞洲貨運中心',
    region: 'HK',
    review: '1',
  },
  {
    code: 'CR08',
    name: '新界速冷物流有限公司',
    shortName: '新界速冷',
    contact: '黃家豪',
    mobile: '13698760032',
    address: '香港新界元朗工業邨福喜街12號',
    region: 'HK',
    review: '2',
    reviewRemark: '道路运输经营许可证已过期，请补交新证后重新提交',
  },
];

type ModelTemplate = {
  name: string;
  layers: string[];
  loadKg: string;
  volumeM3: string;
  ownKg: string;
  inner: [string, string, string];
  outer: [string, string, string];
  classification: string;
  compartments?: ModelCompartment[];
};

/** Real-world body sizes: 4.2 m reefer ~2 t / 16 m3, 7.6 m ~8 t / 40 m3, 9.6 m ~15 t / 55 m3, ... */
const TEMPLATES: ModelTemplate[] = [
  {
    name: '4.2米冷冻厢式车',
    layers: ['FROZEN'],
    loadKg: '1990.000',
    volumeM3: '15.800000',
    ownKg: '4300.000',
    inner: ['4.050', '2.050', '1.900'],
    outer: ['4.200', '2.200', '2.350'],
    classification: 'REEFER',
  },
  {
    name: '4.2米冷藏厢式车',
    layers: ['CHILLED'],
    loadKg: '2000.000',
    volumeM3: '16.200000',
    ownKg: '4250.000',
    inner: ['4.080', '2.080', '1.910'],
    outer: ['4.200', '2.200', '2.350'],
    classification: 'REEFER',
  },
  {
    name: '5.2米冷藏车',
    layers: ['CHILLED'],
    loadKg: '3500.000',
    volumeM3: '22.500000',
    ownKg: '5900.000',
    inner: ['5.050', '2.250', '1.980'],
    outer: ['5.200', '2.400', '2.500'],
    classification: 'REEFER',
  },
  {
    name: '6.8米冷冻车',
    layers: ['FROZEN'],
    loadKg: '6000.000',
    volumeM3: '32.000000',
    ownKg: '8200.000',
    inner: ['6.600', '2.350', '2.100'],
    outer: ['6.800', '2.500', '3.600'],
    classification: 'REEFER',
  },
  {
    name: '7.6米冷藏车',
    layers: ['CHILLED'],
    loadKg: '8000.000',
    volumeM3: '40.000000',
    ownKg: '9800.000',
    inner: ['7.400', '2.350', '2.300'],
    outer: ['7.600', '2.550', '3.800'],
    classification: 'REEFER',
  },
  {
    name: '7.6米双温区冷藏车',
    layers: ['FROZEN', 'CHILLED'],
    loadKg: '7500.000',
    volumeM3: '38.500000',
    ownKg: '10200.000',
    inner: ['7.350', '2.330', '2.250'],
    outer: ['7.600', '2.550', '3.800'],
    classification: 'MULTI_TEMP',
  },
  {
    name: '9.6米冷冻车',
    layers: ['FROZEN'],
    loadKg: '15000.000',
    volumeM3: '55.000000',
    ownKg: '12500.000',
    inner: ['9.400', '2.350', '2.500'],
    outer: ['9.600', '2.550', '3.950'],
    classification: 'REEFER',
  },
  {
    name: '9.6米常温厢式货车',
    layers: ['AMBIENT'],
    loadKg: '16000.000',
    volumeM3: '58.000000',
    ownKg: '11000.000',
    inner: ['9.500', '2.400', '2.550'],
    outer: ['9.600', '2.550', '3.950'],
    classification: 'VAN',
  },
  {
    // Three compartments with movable bulkheads: the one model that takes a mixed frozen, chilled and ambient line.
    name: '13米三温区冷藏半挂车',
    layers: ['FROZEN', 'CHILLED', 'AMBIENT'],
    loadKg: '28000.000',
    volumeM3: '82.000000',
    ownKg: '15500.000',
    inner: ['12.900', '2.450', '2.600'],
    outer: ['13.000', '2.600', '4.000'],
    classification: 'TRACTOR',
    // The bulkheads stop at these: frozen up to half the body, chilled up to 32 m3; ambient takes the rest.
    compartments: [
      { tempCode: 'FROZEN', ratedLoadKg: '14000.000', ratedVolumeM3: '40.000000' },
      { tempCode: 'CHILLED', ratedLoadKg: null, ratedVolumeM3: '32.000000' },
    ],
  },
  {
    name: '3.8米保温车（轻型）',
    layers: ['CHILLED', 'AMBIENT'],
    loadKg: '1495.000',
    volumeM3: '12.000000',
    ownKg: '3200.000',
    inner: ['3.700', '1.900', '1.750'],
    outer: ['3.850', '2.050', '2.600'],
    classification: 'INSULATED',
  },
];

const BRANDS = [
  '福田欧马可',
  '江铃凯运',
  '解放J6F',
  '东风天锦',
  '五十铃ELF',
  '日野300',
  '依维柯欧胜',
  '重汽豪沃',
];
const SURNAMES = '王李张刘陈杨黄赵周吴徐孙马胡朱郭何罗高林'.split('');
const GIVEN = [
  '建国',
  '志强',
  '海峰',
  '永刚',
  '晓东',
  '俊杰',
  '国华',
  '文斌',
  '伟',
  '磊',
  '勇',
  '军',
  '涛',
  '明',
  '超',
  '斌',
];
const HK_NAMES = [
  '陳志明',
  '黃家豪',
  '李偉強',
  '張國榮',
  '梁俊傑',
  '林志偉',
  '吳家樂',
  '劉德明',
  '鄭子健',
  '何永康',
  '馮志豪',
  '蔡文俊',
  '周嘉輝',
  '曾國輝',
  '麥建華',
];
const PLATE_PREFIX: Record<SeedCarrier['region'], string> = {
  SH: '沪',
  JS: '苏E',
  GZ: '粤A',
  FS: '粤E',
  SZ: '粤B',
  HK: '',
};
const ID_REGION: Record<SeedCarrier['region'], string> = {
  SH: '310115',
  JS: '320506',
  GZ: '440111',
  FS: '440605',
  SZ: '440307',
  HK: '',
};
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
/** The data group of the center a carrier serves. */
const GROUP_OF: Record<SeedCarrier['region'], string> = {
  SH: 'dg-sh',
  JS: 'dg-sh',
  GZ: 'dg-gz',
  FS: 'dg-gz',
  SZ: 'dg-gz',
  HK: 'dg-hk',
};

function mainlandId(region: string, birth: string, seq: number): string {
  const body = `${region}${birth.replaceAll('-', '')}${String(seq).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = body.split('').reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
  return body + '10X98765432'[sum % 11];
}

function addDays(day: Date, days: number): string {
  const d = new Date(day.getTime() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** Each demo carrier in the data group of the center it serves. */
export function seedGroupCarriers(): { dataGroupId: string; carrierId: string }[] {
  return CARRIERS.map((c) => ({ dataGroupId: GROUP_OF[c.region], carrierId: c.code.toLowerCase() }));
}

export async function seedFleet(tx: Tx, config: Pick<AppConfig, 'dataDir'>): Promise<void> {
  const random = seededRandom(20260315);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const uuidOf = (code: string) => code.toLowerCase();

  await tx.insert(carriers).values(
    CARRIERS.map((c) => ({
      uuid: uuidOf(c.code),
      code: c.code,
      name: c.name,
      shortName: c.shortName,
      creditCode: `91${c.region === 'HK' ? '810000' : ID_REGION[c.region]}MA${String(int(1e6, 9e6))}${pick(['X', '7', 'K', '3'])}`,
      contact: c.contact,
      mobile: c.mobile,
      email: `dispatch@${c.shortName === '顺达冷运' ? 'shunda' : c.code.toLowerCase()}-coldchain.example`,
      address: c.address,
      blacklist: c.blacklistReason ? 'Y' : 'N',
      blacklistReason: c.blacklistReason ?? null,
      reviewStatus: c.review,
      reviewRemark: c.reviewRemark ?? null,
      createBy: 'seed',
    })),
  );
  await tx.insert(dataGroupCarriers).values(seedGroupCarriers());
  // The demo carrier user works for CR01: their carrier data group (which also ties CR01 to Shanghai).
  await tx.insert(userDataGroups).values({ userId: 9, groupType: 'carrier', refId: uuidOf('CR01') });

  // Drivers: 60, spread over the carriers (more for the big ones).
  const driverCounts = [10, 9, 6, 10, 5, 6, 9, 5];
  const passwordHash = await hashPassword('driver123');
  const driverRows: (typeof drivers.$inferInsert)[] = [];
  const driversOf = new Map<string, string[]>();
  let n = 0;
  CARRIERS.forEach((carrier, ci) => {
    for (let k = 0; k < (driverCounts[ci] ?? 0); k++) {
      n += 1;
      const code = `D${String(n).padStart(4, '0')}`;
      const hk = carrier.region === 'HK';
      const name = hk ? (HK_NAMES[(n * 7) % HK_NAMES.length] ?? '陳大文') : `${pick(SURNAMES)}${pick(GIVEN)}`;
      const birth = `${int(1970, 1996)}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
      const hkPrefix = `${pick(['A', 'C', 'D', 'E', 'K', 'P', 'R', 'Y', 'Z'])}${int(100000, 999999)}`;
      const idCard = hk
        ? `${hkPrefix}(${hkIdCheckDigit(hkPrefix)})`
        : mainlandId(ID_REGION[carrier.region], birth, int(10, 998));
      const firstIssue = addDays(today, -int(4 * 365, 20 * 365));
      const validFrom = addDays(today, -int(30, 5 * 365));
      const healthFrom = addDays(today, -int(20, 330));
      const pending = k === (driverCounts[ci] ?? 0) - 1 && ci % 2 === 0;
      driverRows.push({
        uuid: uuidOf(code),
        carrierId: uuidOf(carrier.code),
        code,
        name,
        mobile: `1${pick(['35', '36', '37', '38', '39', '58', '86', '88', '99'])}${String(int(0, 99_999_999)).padStart(8, '0')}`,
        idCard,
        licenseType: pick(['A2', 'B2', 'B2', 'B2', 'C1']),
        licenseNumber: hk ? `DL${hkPrefix}` : idCard,
        licenseValidFrom: validFrom < firstIssue ? firstIssue : validFrom,
        licenseValidTo: addDays(today, int(200, 6 * 365)),
        licenseFirstIssue: firstIssue,
        healthCertNo: `${hk ? 'HKH' : 'JK'}${String(2026_000_000 + n * 37)}`,
        healthValidFrom: healthFrom,
        healthValidTo: addDays(new Date(`${healthFrom}T00:00:00Z`), 365),
        loginName: code.toLowerCase(),
        password: passwordHash,
        reviewStatus: carrier.review === '1' ? (pending ? '0' : '1') : '0',
        createBy: 'seed',
      });
      driversOf.set(uuidOf(carrier.code), [...(driversOf.get(uuidOf(carrier.code)) ?? []), uuidOf(code)]);
    }
  });
  // Models and vehicles: 5 per carrier; vehicle Vnnnn runs on model VMnn.
  const modelRows: (typeof vehicleModels.$inferInsert)[] = [];
  const vehicleRows: (typeof vehicles.$inferInsert)[] = [];
  const usedPlates = new Set<string>();
  for (let i = 1; i <= 40; i++) {
    const carrier = CARRIERS[Math.floor((i - 1) / 5)] as SeedCarrier;
    const carrierId = uuidOf(carrier.code);
    const template = TEMPLATES[(i * 3 + Math.floor((i - 1) / 5)) % TEMPLATES.length] as ModelTemplate;
    const modelCode = `VM${String(i).padStart(2, '0')}`;
    modelRows.push(modelRowOf(uuidOf(modelCode), modelCode, carrierId, carrier, template));

    const plate = drawPlate(carrier, { pick, int }, usedPlates);
    const expired = i === 7 || i === 23;
    const insuranceStart = expired ? addDays(today, -int(380, 420)) : addDays(today, -int(10, 330));
    const insuranceEnd = expired
      ? addDays(today, i === 7 ? -12 : -41)
      : addDays(new Date(`${insuranceStart}T00:00:00Z`), 365);
    const registration = addDays(today, -int(1 * 365, 8 * 365));
    const inspectionStart = addDays(today, -int(10, 300));
    const carrierDrivers = driversOf.get(carrierId) ?? [];
    const code = `V${String(i).padStart(4, '0')}`;
    vehicleRows.push({
      uuid: uuidOf(code),
      carrierId,
      driverId: carrierDrivers[(i - 1) % Math.max(carrierDrivers.length, 1)] ?? null,
      vehicleModelId: uuidOf(modelCode),
      code,
      plateNumber: plate,
      frameNumber: `LFV${int(100000, 999999)}${pick(['A', 'B', 'C', 'H'])}${int(1000000, 9999999)}`,
      brand: pick(BRANDS),
      ownFlag: i % 3 === 0 ? 'Y' : 'N',
      deviceNumber: `GPS${String(860_000_000 + i * 7919)}`,
      registrationDate: registration,
      scrapDate: addDays(new Date(`${registration}T00:00:00Z`), 15 * 365),
      inspectionStart,
      inspectionEnd: addDays(new Date(`${inspectionStart}T00:00:00Z`), 365),
      insuranceStart,
      insuranceEnd,
      licenseNumber: `${carrier.region === 'HK' ? 'HKVL' : '交运管许可'}${int(100000, 999999)}`,
      length: template.outer[0],
      width: template.outer[1],
      height: template.outer[2],
      ownWeightKg: template.ownKg,
      tonnage: template.loadKg,
      emissionStandard: pick(['国六', '国六', '国五', 'Euro VI']),
      fuelConsumption: String(int(14, 32)),
      reeferFuelConsumption: template.classification === 'VAN' ? null : (int(15, 35) / 10).toFixed(2),
      age: Math.max(1, Math.round((today.getTime() - Date.parse(registration)) / (365 * 86_400_000))),
      reviewStatus: i === 39 ? '2' : carrier.review === '1' ? (i % 5 === 4 ? '0' : '1') : '0',
      reviewRemark: i === 39 ? '行驶证照片模糊，请重新上传' : null,
      createBy: 'seed',
    });
  }
  // CR01, the demo carrier user's company, also runs two approved 13 m three-temperature trailers on a
  // model of its own like CR02's VM09: the demo's shipments mix frozen, chilled and ambient goods, and
  // scheduling accepts only a vehicle whose model carries every layer. No random draw here, so the data
  // seeded after stays the same.
  const trailer = vehicleRows.find((v) => v.code === 'V0009');
  const trailerModel = modelRows.find((m) => m.code === 'VM09');
  const cr01 = CARRIERS.find((c) => c.code === 'CR01');
  if (trailer && trailerModel && cr01) {
    modelRows.push({
      ...trailerModel,
      uuid: uuidOf('VM41'),
      code: 'VM41',
      carrierId: uuidOf(cr01.code),
      name: `${cr01.shortName} ${trailerModel.name.split(' ').slice(1).join(' ')}`,
    });
    for (const [k, code] of ['V0041', 'V0042'].entries()) {
      let serial = 9041 + k;
      while (usedPlates.has(`沪DT${serial}`)) serial += 2;
      usedPlates.add(`沪DT${serial}`);
      vehicleRows.push({
        ...trailer,
        uuid: uuidOf(code),
        code,
        carrierId: uuidOf(cr01.code),
        vehicleModelId: uuidOf('VM41'),
        plateNumber: `沪DT${serial}`,
        frameNumber: `${trailer.frameNumber ?? 'LFV'}${k + 1}`,
        deviceNumber: `GPS${String(860_000_000 + (41 + k) * 7919)}`,
        reviewStatus: '1',
      });
    }
  }
  dayFleet(today, modelRows, vehicleRows, driversOf, usedPlates);
  await withDocuments(tx, config, vehicleRows, driverRows);
  await tx.insert(drivers).values(driverRows);
  await tx.insert(vehicleModels).values(modelRows);
  await tx.insert(vehicles).values(vehicleRows);
}

/** Mid-size and small three-temperature bodies: the day fleet's models. */
const DAY_TEMPLATES: ModelTemplate[] = [
  {
    name: '7.6米三温区冷藏车',
    layers: ['FROZEN', 'CHILLED', 'AMBIENT'],
    loadKg: '7200.000',
    volumeM3: '36.000000',
    ownKg: '10400.000',
    inner: ['7.300', '2.300', '2.200'],
    outer: ['7.600', '2.550', '3.800'],
    classification: 'MULTI_TEMP',
    compartments: [
      { tempCode: 'FROZEN', ratedLoadKg: '3600.000', ratedVolumeM3: '16.000000' },
      { tempCode: 'CHILLED', ratedLoadKg: null, ratedVolumeM3: '14.000000' },
    ],
  },
  {
    name: '4.2米多温区冷藏车',
    layers: ['FROZEN', 'CHILLED', 'AMBIENT'],
    loadKg: '1800.000',
    volumeM3: '14.500000',
    ownKg: '4400.000',
    inner: ['4.000', '2.000', '1.850'],
    outer: ['4.200', '2.200', '2.350'],
    classification: 'MULTI_TEMP',
  },
];

/** A vehicle model of a carrier, built to a template. */
function modelRowOf(
  uuid: string,
  code: string,
  carrierId: string,
  carrier: SeedCarrier,
  template: ModelTemplate,
): typeof vehicleModels.$inferInsert {
  return {
    uuid,
    carrierId,
    code,
    name: `${carrier.shortName} ${template.name}`,
    temperatureLayers: template.layers,
    ratedLoadKg: template.loadKg,
    ratedVolumeM3: template.volumeM3,
    compartments: template.compartments ?? [],
    ownWeightKg: template.ownKg,
    innerLength: template.inner[0],
    innerWidth: template.inner[1],
    innerHeight: template.inner[2],
    outerLength: template.outer[0],
    outerWidth: template.outer[1],
    outerHeight: template.outer[2],
    classification: template.classification,
    createBy: 'seed',
  };
}

type Draws = { pick: <T>(list: readonly T[]) => T; int: (min: number, max: number) => number };

/** A number plate of the carrier's region not used yet (drawn again until it is new), then taken. */
function drawPlate(carrier: SeedCarrier, { pick, int }: Draws, usedPlates: Set<string>): string {
  let plate = '';
  do {
    plate =
      carrier.region === 'HK'
        ? `${pick(PLATE_LETTERS.split(''))}${pick(PLATE_LETTERS.split(''))}${int(1000, 9999)}`
        : `${PLATE_PREFIX[carrier.region]}${carrier.region === 'SH' ? pick(['A', 'B', 'D', 'E']) : ''}${pick(
            PLATE_LETTERS.split(''),
          )}${int(1000, 9999)}`;
  } while (usedPlates.has(plate));
  usedPlates.add(plate);
  return plate;
}

/** Per approved carrier of each center: how many of each day model it runs. */
const DAY_FLEET: { carrier: string; counts: [number, number] }[] = [
  { carrier: 'CR01', counts: [5, 0] },
  { carrier: 'CR02', counts: [0, 4] },
  { carrier: 'CR04', counts: [5, 4] },
  { carrier: 'CR07', counts: [5, 4] },
];

/**
 * The day fleet: VM42.. and V0043.. for the carriers of DAY_FLEET, approved, enabled, insured for a year
 * from a month ago, with a driver of their carrier. Drawn from a PRNG of their own, so the records seeded
 * before keep their values.
 */
function dayFleet(
  today: Date,
  modelRows: (typeof vehicleModels.$inferInsert)[],
  vehicleRows: (typeof vehicles.$inferInsert)[],
  driversOf: Map<string, string[]>,
  usedPlates: Set<string>,
) {
  const random = seededRandom(20261209);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  let modelNo = 42;
  let vehicleNo = 43;
  for (const { carrier: code, counts } of DAY_FLEET) {
    const carrier = CARRIERS.find((c) => c.code === code) as SeedCarrier;
    const carrierId = code.toLowerCase();
    for (const [t, count] of counts.entries()) {
      if (count === 0) continue;
      const template = DAY_TEMPLATES[t] as ModelTemplate;
      const modelCode = `VM${modelNo++}`;
      modelRows.push(modelRowOf(modelCode.toLowerCase(), modelCode, carrierId, carrier, template));
      for (let k = 0; k < count; k++) {
        const code = `V${String(vehicleNo).padStart(4, '0')}`;
        const plate = drawPlate(carrier, { pick, int }, usedPlates);
        const registration = addDays(today, -int(365, 4 * 365));
        const insuranceStart = addDays(today, -int(20, 60));
        const inspectionStart = addDays(today, -int(10, 200));
        const carrierDrivers = driversOf.get(carrierId) ?? [];
        vehicleRows.push({
          uuid: code.toLowerCase(),
          carrierId,
          driverId: carrierDrivers[k % Math.max(carrierDrivers.length, 1)] ?? null,
          vehicleModelId: modelCode.toLowerCase(),
          code,
          plateNumber: plate,
          frameNumber: `LFV${int(100000, 999999)}${pick(['A', 'B', 'C', 'H'])}${int(1000000, 9999999)}`,
          brand: pick(BRANDS),
          ownFlag: k % 2 === 0 ? 'Y' : 'N',
          deviceNumber: `GPS${String(860_000_000 + vehicleNo * 7919)}`,
          registrationDate: registration,
          scrapDate: addDays(new Date(`${registration}T00:00:00Z`), 15 * 365),
          inspectionStart,
          inspectionEnd: addDays(new Date(`${inspectionStart}T00:00:00Z`), 365),
          insuranceStart,
          insuranceEnd: addDays(new Date(`${insuranceStart}T00:00:00Z`), 365),
          licenseNumber: `${carrier.region === 'HK' ? 'HKVL' : '交运管许可'}${int(100000, 999999)}`,
          length: template.outer[0],
          width: template.outer[1],
          height: template.outer[2],
          ownWeightKg: template.ownKg,
          tonnage: template.loadKg,
          emissionStandard: carrier.region === 'HK' ? 'Euro VI' : '国六',
          fuelConsumption: String(int(14, 26)),
          reeferFuelConsumption: (int(15, 30) / 10).toFixed(2),
          age: Math.max(1, Math.round((today.getTime() - Date.parse(registration)) / (365 * 86_400_000))),
          reviewStatus: '1',
          createBy: 'seed',
        });
        vehicleNo += 1;
      }
    }
  }
}

/**
 * The documents of every vehicle (licence front and back, insurance policy) and driver (licence): a
 * picture each, stored as an upload is, by the administrator.
 */
async function withDocuments(
  tx: Tx,
  config: Pick<AppConfig, 'dataDir'>,
  vehicleRows: (typeof vehicles.$inferInsert)[],
  driverRows: (typeof drivers.$inferInsert)[],
) {
  const caller = await seedCaller(tx, 'admin', 'dc-sh');
  const store = async (kind: DocumentKind, code: string) => {
    const file = await uploadFile({ db: tx, config }, caller, {
      originalName: `${code}-${kind}.png`,
      contentType: 'image/png',
      data: documentImage(kind, code),
      truncated: false,
      category: 'image',
    });
    return [String(file.id)];
  };
  for (const row of vehicleRows) {
    row.drivingLicenseFront = await store('licenceFront', row.code);
    row.drivingLicenseBack = await store('licenceBack', row.code);
    row.insuranceFiles = await store('insurance', row.code);
  }
  for (const row of driverRows) row.licenseImages = await store('driverLicence', row.code);
}
