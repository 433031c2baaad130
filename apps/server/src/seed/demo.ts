import { departments, dispatchCenters, userDispatchCenters, userRoles, users } from '../db/schema';
import { hashPassword } from '../platform/auth/password';
import type { DbOrTx } from '../platform/db';

export const DEMO_PASSWORD = 'admin123';

export const DEMO_CENTERS = [
  {
    uuid: 'dc-sh',
    code: 'SH',
    name: '上海调度中心',
    address: '上海市浦东新区航头镇航都路18号冷链园',
    timeZone: 'Asia/Shanghai',
  },
  {
    uuid: 'dc-gz',
    code: 'GZ',
    name: '广州调度中心',
    address: '广州市白云区太和镇永兴村冷链物流基地',
    timeZone: 'Asia/Shanghai',
  },
  {
    uuid: 'dc-hk',
    code: 'HK',
    name: '香港调度中心',
    address: '香港新界葵涌货柜码头路88号',
    timeZone: 'Asia/Hong_Kong',
  },
] as const;

type DemoUser = {
  id: number;
  userName: string;
  nickName: string;
  dept: number;
  roles: string[];
  centers: string[];
  phone: string;
};

/** Department tree: the company, then one branch per dispatch center with its teams. */
const DEPARTMENTS = [
  { id: 100, parentId: 0, ancestors: '0', deptName: '鲜链冷链物流有限公司', orderNum: 0 },
  { id: 101, parentId: 100, ancestors: '0,100', deptName: '华东分公司（上海）', orderNum: 1 },
  { id: 102, parentId: 100, ancestors: '0,100', deptName: '华南分公司（广州）', orderNum: 2 },
  { id: 103, parentId: 100, ancestors: '0,100', deptName: '香港分公司', orderNum: 3 },
  { id: 104, parentId: 100, ancestors: '0,100', deptName: '信息技术部', orderNum: 4 },
  { id: 111, parentId: 101, ancestors: '0,100,101', deptName: '上海调度组', orderNum: 1 },
  { id: 112, parentId: 101, ancestors: '0,100,101', deptName: '上海计划组', orderNum: 2 },
  { id: 121, parentId: 102, ancestors: '0,100,102', deptName: '广州调度组', orderNum: 1 },
  { id: 122, parentId: 102, ancestors: '0,100,102', deptName: '广州计划组', orderNum: 2 },
  { id: 131, parentId: 103, ancestors: '0,100,103', deptName: '香港调度组', orderNum: 1 },
];

const DEMO_USERS: DemoUser[] = [
  {
    id: 1,
    userName: 'admin',
    nickName: '系统管理员',
    dept: 104,
    roles: ['admin'],
    centers: ['dc-sh', 'dc-gz', 'dc-hk'],
    phone: '13800000001',
  },
  {
    id: 2,
    userName: 'zhang.wei',
    nickName: '张伟',
    dept: 111,
    roles: ['dispatcher'],
    centers: ['dc-sh'],
    phone: '13916820451',
  },
  {
    id: 3,
    userName: 'li.na',
    nickName: '李娜',
    dept: 111,
    roles: ['dispatcher'],
    centers: ['dc-sh', 'dc-gz'],
    phone: '13761523387',
  },
  {
    id: 4,
    userName: 'wang.fang',
    nickName: '王芳',
    dept: 112,
    roles: ['scheduler'],
    centers: ['dc-sh'],
    phone: '15021987634',
  },
  {
    id: 5,
    userName: 'chen.jie',
    nickName: '陈杰',
    dept: 121,
    roles: ['dispatcher'],
    centers: ['dc-gz'],
    phone: '13802277719',
  },
  {
    id: 6,
    userName: 'huang.min',
    nickName: '黄敏',
    dept: 122,
    roles: ['scheduler'],
    centers: ['dc-gz'],
    phone: '13925110382',
  },
  {
    id: 7,
    userName: 'chan.taiman',
    nickName: '陳大文',
    dept: 131,
    roles: ['dispatcher'],
    centers: ['dc-hk'],
    phone: '13612345670',
  },
  {
    id: 8,
    userName: 'lau.kaming',
    nickName: '劉家明',
    dept: 131,
    roles: ['scheduler'],
    centers: ['dc-hk'],
    phone: '13698765432',
  },
  {
    id: 9,
    userName: 'zhou.carrier',
    nickName: '周强（顺达冷运）',
    dept: 111,
    roles: ['carrier'],
    centers: ['dc-sh'],
    phone: '18621450098',
  },
  {
    id: 10,
    userName: 'auditor',
    nickName: '审计只读',
    dept: 104,
    roles: ['readonly'],
    centers: ['dc-sh', 'dc-gz', 'dc-hk'],
    phone: '13588886666',
  },
];

export async function seedDemo(db: DbOrTx, roleIds: Map<string, number>): Promise<void> {
  await db.insert(dispatchCenters).values(DEMO_CENTERS.map((c) => ({ ...c, createBy: 'seed' })));
  await db.insert(departments).values(DEPARTMENTS.map((d) => ({ ...d, createBy: 'seed' })));
  const password = await hashPassword(DEMO_PASSWORD);
  for (const u of DEMO_USERS) {
    await db.insert(users).values({
      id: u.id,
      userName: u.userName,
      nickName: u.nickName,
      deptId: u.dept,
      phonenumber: u.phone,
      email: `${u.userName}@coldchain.example`,
      password,
      createBy: 'seed',
    });
    await db.insert(userRoles).values(
      u.roles.map((key) => {
        const roleId = roleIds.get(key);
        if (roleId === undefined) throw new Error(`unknown seed role ${key}`);
        return { userId: u.id, roleId };
      }),
    );
    await db
      .insert(userDispatchCenters)
      .values(u.centers.map((c, i) => ({ userId: u.id, dispatchCenterId: c, isDefault: i === 0 ? 1 : 0 })));
  }
}
