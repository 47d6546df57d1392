/**
 * The province and its 13 cities: names, the short codes used in resource codes, administrative
 * division codes (for plausible identity numbers and region codes) and their districts.
 */

export const provinceName = '江苏省';

export interface City {
  readonly name: string;
  /** Upper-case letters used in resource codes (`JS-NJ-GA-000123`). */
  readonly code: string;
  /** The first four digits of the city's administrative division code. */
  readonly divisionCode: string;
  readonly districts: readonly string[];
}

export const cities: readonly City[] = [
  {
    name: '南京市',
    code: 'NJ',
    divisionCode: '3201',
    districts: [
      '玄武区',
      '秦淮区',
      '建邺区',
      '鼓楼区',
      '浦口区',
      '栖霞区',
      '雨花台区',
      '江宁区',
      '六合区',
      '溧水区',
      '高淳区',
    ],
  },
  {
    name: '无锡市',
    code: 'WX',
    divisionCode: '3202',
    districts: ['梁溪区', '锡山区', '惠山区', '滨湖区', '新吴区', '江阴市', '宜兴市'],
  },
  {
    name: '徐州市',
    code: 'XZ',
    divisionCode: '3203',
    districts: [
      '鼓楼区',
      '云龙区',
      '贾汪区',
      '泉山区',
      '铜山区',
      '丰县',
      '沛县',
      '睢宁县',
      '新沂市',
      '邳州市',
    ],
  },
  {
    name: '常州市',
    code: 'CZ',
    divisionCode: '3204',
    districts: ['天宁区', '钟楼区', '新北区', '武进区', '金坛区', '溧阳市'],
  },
  {
    name: '苏州市',
    code: 'SZ',
    divisionCode: '3205',
    districts: [
      '姑苏区',
      '虎丘区',
      '吴中区',
      '相城区',
      '吴江区',
      '常熟市',
      '张家港市',
      '昆山市',
      '太仓市',
    ],
  },
  {
    name: '南通市',
    code: 'NT',
    divisionCode: '3206',
    districts: ['崇川区', '通州区', '海门区', '如东县', '启东市', '如皋市', '海安市'],
  },
  {
    name: '连云港市',
    code: 'LYG',
    divisionCode: '3207',
    districts: ['连云区', '海州区', '赣榆区', '东海县', '灌云县', '灌南县'],
  },
  {
    name: '淮安市',
    code: 'HA',
    divisionCode: '3208',
    districts: ['清江浦区', '淮安区', '淮阴区', '洪泽区', '涟水县', '盱眙县', '金湖县'],
  },
  {
    name: '盐城市',
    code: 'YC',
    divisionCode: '3209',
    districts: [
      '亭湖区',
      '盐都区',
      '大丰区',
      '响水县',
      '滨海县',
      '阜宁县',
      '射阳县',
      '建湖县',
      '东台市',
    ],
  },
  {
    name: '扬州市',
    code: 'YZ',
    divisionCode: '3210',
    districts: ['广陵区', '邗江区', '江都区', '宝应县', '仪征市', '高邮市'],
  },
  {
    name: '镇江市',
    code: 'ZJ',
    divisionCode: '3211',
    districts: ['京口区', '润州区', '丹徒区', '丹阳市', '扬中市', '句容市'],
  },
  {
    name: '泰州市',
    code: 'TZ',
    divisionCode: '3212',
    districts: ['海陵区', '高港区', '姜堰区', '兴化市', '靖江市', '泰兴市'],
  },
  {
    name: '宿迁市',
    code: 'SQ',
    divisionCode: '3213',
    districts: ['宿城区', '宿豫区', '沭阳县', '泗阳县', '泗洪县'],
  },
];

/** Where a record belongs: the province as a whole, or one city (optionally one of its districts). */
export type Region =
  | { readonly level: 'province' }
  | { readonly level: 'city'; readonly city: City }
  | { readonly level: 'district'; readonly city: City; readonly district: string };

/** The `region` column: 江苏省 or the city's name (a district's records belong to its city). */
export function regionName(region: Region): string {
  return region.level === 'province' ? provinceName : region.city.name;
}

/** How a record's name starts: 江苏省, 南京市 or 南京市玄武区. */
export function regionPrefix(region: Region): string {
  switch (region.level) {
    case 'province':
      return provinceName;
    case 'city':
      return region.city.name;
    case 'district':
      return `${region.city.name}${region.district}`;
  }
}
