import {
  addresses,
  clients,
  contacts,
  dataGroupClients,
  dataGroups,
  transportLocations,
  userDataGroups,
  zones,
} from '../db/schema';
import type { Tx } from '../platform/db';

/**
 * Clients and places of the demo cold-chain network. Codes other areas use: clients
 * C001-C015 (uuid cl-c001..), data groups DG-SH/DG-GZ/DG-HK (uuid dg-sh..), zones Z-SH-01.. (uuid
 * z-sh-01..), transport locations TL-SH-01.., contacts CT001.., addresses AD001...
 *
 * Temperatures: a client-level range is 0 °C or more (the rule's minimum is 0): it is the
 * chilled/ambient requirement of the client's goods. Frozen shippers (-18 °C) carry no client range;
 * their frozen goods are governed by the item temperature layer.
 */
type SeedClient = [
  code: string,
  name: string,
  shortName: string,
  min: number | null,
  max: number | null,
  centers: string[],
  contact: string,
  mobile: string,
  address: string,
];

const CLIENTS: SeedClient[] = [
  [
    'C001',
    '光明乳业股份有限公司',
    '光明乳业',
    2,
    6,
    ['SH'],
    '沈建国',
    '13916012841',
    '上海市闵行区吴中路578号',
  ],
  [
    'C002',
    '内蒙古蒙牛乳业（华东）有限公司',
    '蒙牛华东',
    2,
    6,
    ['SH', 'GZ'],
    '郭振宇',
    '13817729306',
    '上海市松江区九亭镇涞寅路1099号',
  ],
  [
    'C003',
    '三全食品股份有限公司',
    '三全食品',
    null,
    null,
    ['SH', 'GZ'],
    '杨文斌',
    '13903715528',
    '郑州市惠济区长兴路与英才街交叉口',
  ],
  [
    'C004',
    '思念食品（上海）有限公司',
    '思念食品',
    null,
    null,
    ['SH'],
    '刘晓燕',
    '13621897754',
    '上海市金山区金山卫镇秋实路688号',
  ],
  [
    'C005',
    '深圳百果园实业（集团）股份有限公司',
    '百果园',
    4,
    10,
    ['GZ', 'SH'],
    '何嘉欣',
    '13760228193',
    '深圳市福田区华富街道深南大道1006号',
  ],
  [
    'C006',
    '广东钱大妈农产品有限公司',
    '钱大妈',
    0,
    4,
    ['GZ'],
    '陈伟明',
    '13926488102',
    '广州市海珠区新港东路1068号',
  ],
  [
    'C007',
    '盒马（上海）网络科技有限公司',
    '盒马鲜生',
    0,
    4,
    ['SH'],
    '吴思远',
    '18602138846',
    '上海市浦东新区张杨路3611号',
  ],
  [
    'C008',
    '永辉超市股份有限公司',
    '永辉超市',
    0,
    8,
    ['SH', 'GZ'],
    '林志强',
    '13859021457',
    '福州市鼓楼区湖头街120号',
  ],
  [
    'C009',
    '国药控股医药物流（上海）有限公司',
    '国药物流',
    2,
    8,
    ['SH'],
    '周立新',
    '13501962238',
    '上海市普陀区真南路1090号',
  ],
  ['C010', '上药控股有限公司', '上药控股', 2, 8, ['SH'], '钱海燕', '13761944027', '上海市静安区江宁路1081号'],
  [
    'C011',
    '广州白云山医药集团股份有限公司',
    '白云山医药',
    2,
    8,
    ['GZ'],
    '黄志斌',
    '13580413369',
    '广州市白云区同和街云祥路88号',
  ],
  [
    'C012',
    '维他奶国际集团有限公司',
    '维他奶',
    0,
    4,
    ['HK'],
    '李嘉豪',
    '13612873309',
    '香港新界屯门建旺街1号',
  ],
  [
    'C013',
    '百佳超级市场（香港）有限公司',
    '百佳超市',
    0,
    4,
    ['HK'],
    '張美玲',
    '13691560472',
    '香港新界沙田安耀街2号',
  ],
  ['C014', '惠康超级市场有限公司', '惠康', 0, 8, ['HK'], '黃志偉', '13622407718', '香港新界葵涌葵昌路51号'],
  [
    'C015',
    '湾仔码头食品有限公司',
    '湾仔码头',
    null,
    null,
    ['HK', 'GZ'],
    '陳家樂',
    '13680245561',
    '香港新界元朗工业邨宏业西街8号',
  ],
];

const GROUPS = [
  { uuid: 'dg-sh', code: 'DG-SH', name: '华东客户组（上海）', center: 'SH' },
  { uuid: 'dg-gz', code: 'DG-GZ', name: '华南客户组（广州）', center: 'GZ' },
  { uuid: 'dg-hk', code: 'DG-HK', name: '香港客户组', center: 'HK' },
];

const ZONES: Record<string, string[]> = {
  SH: ['浦东新区', '闵行区', '嘉定区', '宝山区', '松江区', '静安黄浦'],
  GZ: ['天河区', '白云区', '番禺区', '黄埔区', '海珠区'],
  HK: ['九龙', '港岛', '新界东', '新界西'],
};

const LOCATIONS: [code: string, name: string, type: string, address: string, zone: string][] = [
  ['TL-SH-01', '浦东机场西区货运站', 'airport', '上海市浦东新区机场镇闻居路1333号', 'Z-SH-01'],
  ['TL-SH-02', '洋山深水港冷链查验中心', 'port', '上海市浦东新区芦潮港镇同汇路168号', 'Z-SH-01'],
  ['TL-SH-03', '嘉定马陆冷链中转点', 'transfer', '上海市嘉定区马陆镇宝安公路2999号', 'Z-SH-03'],
  ['TL-SH-04', '松江九亭供应商提货点', 'supplier', '上海市松江区九亭镇九新公路339号', 'Z-SH-05'],
  ['TL-GZ-01', '白云机场南航货站', 'airport', '广州市白云区人和镇机场北路', 'Z-GZ-02'],
  ['TL-GZ-02', '南沙港冷链仓', 'port', '广州市南沙区龙穴街港荣一街1号', 'Z-GZ-03'],
  ['TL-GZ-03', '黄埔东区集散中心', 'hub', '广州市黄埔区东众路25号', 'Z-GZ-04'],
  ['TL-HK-01', '香港国际机场空运货站', 'airport', '香港大屿山赤鱲角航天城东路', 'Z-HK-04'],
  ['TL-HK-02', '葵涌货柜码头冷库', 'port', '香港新界葵涌货柜码头南路', 'Z-HK-04'],
  ['TL-HK-03', '落马洲跨境中转点', 'transfer', '香港新界上水落马洲路', 'Z-HK-03'],
];

const CONTACTS: [
  name: string,
  mobile: string | null,
  landline: string | null,
  wechat: string | null,
  email: string | null,
  fax: string | null,
][] = [
  ['沈建国', '13916012841', '021-64381234', 'shen_jianguo', 'shen.jg@brightdairy.example', '021-64381235'],
  ['郭振宇', '13817729306', '021-57631088-8012', 'guozhenyu88', 'guo.zy@mengniu.example', null],
  ['吴思远', '18602138846', '021-50187766', 'wusiyuan-hm', 'wu.sy@freshhippo.example', null],
  ['周立新', '13501962238', '021-62951100-203', null, 'zhou.lx@sinopharm.example', '021-62951101'],
  ['陈伟明', '13926488102', '020-84226610', 'chenweiming', 'chen.wm@qdama.example', null],
  ['黄志斌', '13580413369', '020-86671234', null, 'huang.zb@byspharm.example', '020-86671235'],
  ['何嘉欣', '13760228193', '0755-83358866', 'hejiaxin_pagoda', null, null],
  ['李嘉豪', '13612873309', '24668888', 'leekaho', 'kaho.lee@vitasoy.example', '24669999'],
  ['張美玲', '13691560472', '26068123', null, 'ml.cheung@parknshop.example', null],
  ['黃志偉', '13622407718', '+852 24201234', 'wongchiwai', null, '24201235'],
];

const ADDRESSES: [
  province: string,
  city: string,
  area: string,
  street: string,
  house: string,
  postcode: string | null,
  lng: string,
  lat: string,
][] = [
  ['上海市', '上海市', '浦东新区', '航头镇航都路', '18号', '201316', '121.602853', '31.040217'],
  ['上海市', '上海市', '闵行区', '吴中路', '578号', '201103', '121.392431', '31.178924'],
  ['上海市', '上海市', '嘉定区', '马陆镇宝安公路', '2999号', '201801', '121.281407', '31.332985'],
  ['上海市', '上海市', '普陀区', '真南路', '1090号', '200331', '121.396215', '31.264481'],
  ['广东省', '广州市', '白云区', '太和镇永兴村', '冷链物流基地', '510540', '113.348915', '23.324861'],
  ['广东省', '广州市', '海珠区', '新港东路', '1068号', '510308', '113.357892', '23.102437'],
  ['广东省', '广州市', '黄埔区', '东众路', '25号', '510530', '113.489316', '23.106724'],
  ['广东省', '广州市', '番禺区', '市桥街繁华路', '8号', '511400', '113.384129', '22.937716'],
  ['香港特别行政区', '香港', '葵青区', '葵涌货柜码头路', '88号', null, '114.126984', '22.356012'],
  ['香港特别行政区', '香港', '沙田区', '安耀街', '2号', null, '114.196528', '22.389417'],
  ['香港特别行政区', '香港', '屯门区', '建旺街', '1号', null, '113.972315', '22.387162'],
  ['香港特别行政区', '香港', '元朗区', '宏业西街', '8号', null, '114.031887', '22.449153'],
];

/** Non-admin demo users: the data groups and zones of their dispatch centers (see seed/demo.ts). */
const USER_CENTERS: [userId: number, centers: string[]][] = [
  [2, ['SH']],
  [3, ['SH', 'GZ']],
  [4, ['SH']],
  [5, ['GZ']],
  [6, ['GZ']],
  [7, ['HK']],
  [8, ['HK']],
  [9, ['SH']],
  [10, ['SH', 'GZ', 'HK']],
];

const centerUuid = (center: string) => `dc-${center.toLowerCase()}`;
const zoneCode = (center: string, i: number) => `Z-${center}-${String(i + 1).padStart(2, '0')}`;
const uuidOf = (code: string) => code.toLowerCase();

export async function seedClientsAndPlaces(tx: Tx): Promise<void> {
  const by = { createBy: 'seed' };
  await tx.insert(clients).values(
    CLIENTS.map(([code, name, shortName, min, max, , contact, mobile, address], i) => ({
      uuid: `cl-${code.toLowerCase()}`,
      code,
      name,
      shortName,
      contact,
      mobile,
      address,
      minTemperature: min === null ? null : String(min),
      maxTemperature: max === null ? null : String(max),
      // Pharma and chain stores want proof-of-delivery photos.
      imageReturn: i >= 6 && i <= 13 ? 'Y' : 'N',
      ...by,
    })),
  );
  await tx.insert(dataGroups).values(GROUPS.map(({ uuid, code, name }) => ({ uuid, code, name, ...by })));
  await tx.insert(dataGroupClients).values(
    CLIENTS.flatMap(([code, , , , , centers]) =>
      centers.map((center) => ({
        dataGroupId: `dg-${center.toLowerCase()}`,
        clientId: `cl-${code.toLowerCase()}`,
      })),
    ),
  );
  await tx.insert(zones).values(
    Object.entries(ZONES).flatMap(([center, names]) =>
      names.map((name, i) => ({
        uuid: uuidOf(zoneCode(center, i)),
        code: zoneCode(center, i),
        name: `${center === 'HK' ? '香港' : center === 'SH' ? '上海' : '广州'}${name}`,
        dispatchCenterId: centerUuid(center),
        ...by,
      })),
    ),
  );
  await tx.insert(transportLocations).values(
    LOCATIONS.map(([code, name, type, address, zone]) => ({
      uuid: uuidOf(code),
      code,
      name,
      type,
      address,
      zoneId: uuidOf(zone),
      dispatchCenterId: centerUuid(code.slice(3, 5)),
      ...by,
    })),
  );
  await tx.insert(contacts).values(
    CONTACTS.map(([name, mobile, landline, wechat, email, fax], i) => {
      const code = `CT${String(i + 1).padStart(3, '0')}`;
      return { uuid: uuidOf(code), code, name, mobile, landline, wechat, email, fax, ...by };
    }),
  );
  await tx.insert(addresses).values(
    ADDRESSES.map(([province, city, area, street, houseNumber, postcode, longitude, latitude], i) => {
      const code = `AD${String(i + 1).padStart(3, '0')}`;
      return {
        uuid: uuidOf(code),
        code,
        country: '中国',
        province,
        city,
        area,
        street,
        houseNumber,
        address1: `${city === '香港' ? '' : city}${area}${street}${houseNumber}`,
        postcode,
        longitude,
        latitude,
        ...by,
      };
    }),
  );
  await tx.insert(userDataGroups).values(
    USER_CENTERS.flatMap(([userId, centers]) =>
      centers.flatMap((center) => [
        { userId, groupType: 'dataGroup' as const, refId: `dg-${center.toLowerCase()}` },
        ...(ZONES[center] ?? []).map((_, i) => ({
          userId,
          groupType: 'zone' as const,
          refId: uuidOf(zoneCode(center, i)),
        })),
      ]),
    ),
  );
}
