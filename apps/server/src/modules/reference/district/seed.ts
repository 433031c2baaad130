import { districts } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

type Node = [code: string, name: string, children?: Node[]];

/** GB/T 2260 codes around the three dispatch centers (Hong Kong by region, then district). */
export const SEED_DISTRICTS: Node[] = [
  [
    '310000',
    '上海市',
    [
      [
        '310100',
        '上海市',
        [
          ['310101', '黄浦区'],
          ['310104', '徐汇区'],
          ['310105', '长宁区'],
          ['310106', '静安区'],
          ['310107', '普陀区'],
          ['310109', '虹口区'],
          ['310110', '杨浦区'],
          ['310112', '闵行区'],
          ['310113', '宝山区'],
          ['310114', '嘉定区'],
          ['310115', '浦东新区'],
          ['310116', '金山区'],
          ['310117', '松江区'],
          ['310118', '青浦区'],
          ['310120', '奉贤区'],
          ['310151', '崇明区'],
        ],
      ],
    ],
  ],
  [
    '440000',
    '广东省',
    [
      [
        '440100',
        '广州市',
        [
          ['440103', '荔湾区'],
          ['440104', '越秀区'],
          ['440105', '海珠区'],
          ['440106', '天河区'],
          ['440111', '白云区'],
          ['440112', '黄埔区'],
          ['440113', '番禺区'],
          ['440114', '花都区'],
          ['440115', '南沙区'],
          ['440117', '从化区'],
          ['440118', '增城区'],
        ],
      ],
      [
        '440300',
        '深圳市',
        [
          ['440303', '罗湖区'],
          ['440304', '福田区'],
          ['440305', '南山区'],
          ['440306', '宝安区'],
          ['440307', '龙岗区'],
        ],
      ],
      [
        '440600',
        '佛山市',
        [
          ['440604', '禅城区'],
          ['440605', '南海区'],
          ['440606', '顺德区'],
        ],
      ],
      ['441900', '东莞市'],
    ],
  ],
  [
    '810000',
    '香港特别行政区',
    [
      [
        '810100',
        '香港岛',
        [
          ['810101', '中西区'],
          ['810102', '湾仔区'],
          ['810103', '东区'],
          ['810104', '南区'],
        ],
      ],
      [
        '810200',
        '九龙',
        [
          ['810201', '油尖旺区'],
          ['810202', '深水埗区'],
          ['810203', '九龙城区'],
          ['810204', '黄大仙区'],
          ['810205', '观塘区'],
        ],
      ],
      [
        '810300',
        '新界',
        [
          ['810301', '荃湾区'],
          ['810302', '屯门区'],
          ['810303', '元朗区'],
          ['810304', '北区'],
          ['810305', '大埔区'],
          ['810306', '西贡区'],
          ['810307', '沙田区'],
          ['810308', '葵青区'],
          ['810309', '离岛区'],
        ],
      ],
    ],
  ],
];

async function insertLevel(db: DbOrTx, nodes: Node[], parentId: number, level: number): Promise<void> {
  for (const [code, name, children] of nodes) {
    const [row] = await db
      .insert(districts)
      .values({ parentId, code, name, level, createBy: 'seed' })
      .returning({ id: districts.id });
    if (!row) throw new Error(`district ${code} not inserted`);
    if (children) await insertLevel(db, children, row.id, level + 1);
  }
}

export async function seedDistricts(db: DbOrTx): Promise<void> {
  await insertLevel(db, SEED_DISTRICTS, 0, 1);
}
