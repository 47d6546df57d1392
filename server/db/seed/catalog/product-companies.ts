/** The fictional companies that build data products, each at home in a city and a few scenarios. */

export interface ProductCompany {
  readonly name: string;
  readonly city: string;
  readonly scenarios: readonly string[];
}

export const productCompanies: readonly ProductCompany[] = [
  {
    name: '江苏数源科技有限公司',
    city: '南京市',
    scenarios: ['普惠金融', '企业服务', '城市治理', '社会民生'],
  },
  {
    name: '苏州智算数据服务有限公司',
    city: '苏州市',
    scenarios: ['企业服务', '智慧交通', '普惠金融', '生态环保'],
  },
  {
    name: '南京金陵智数信息技术有限公司',
    city: '南京市',
    scenarios: ['城市治理', '智慧交通', '文化旅游'],
  },
  {
    name: '无锡太湖云图科技有限公司',
    city: '无锡市',
    scenarios: ['生态环保', '城市治理', '文化旅游'],
  },
  { name: '江苏苏信征信服务有限公司', city: '南京市', scenarios: ['普惠金融', '企业服务'] },
  {
    name: '常州龙城数智科技有限公司',
    city: '常州市',
    scenarios: ['企业服务', '社会民生', '智慧交通'],
  },
  {
    name: '南通江海数联信息技术有限公司',
    city: '南通市',
    scenarios: ['智慧交通', '乡村振兴', '企业服务'],
  },
  {
    name: '徐州淮海大数据产业发展有限公司',
    city: '徐州市',
    scenarios: ['城市治理', '乡村振兴', '普惠金融'],
  },
  { name: '江苏康联医疗数据科技有限公司', city: '南京市', scenarios: ['医疗健康', '社会民生'] },
  { name: '南京畅行交通科技有限公司', city: '南京市', scenarios: ['智慧交通'] },
  { name: '江苏绿源环境数据服务有限公司', city: '南京市', scenarios: ['生态环保', '城市治理'] },
  { name: '盐城沿海智慧农业科技有限公司', city: '盐城市', scenarios: ['乡村振兴', '生态环保'] },
  { name: '江苏文旅云数字科技有限公司', city: '扬州市', scenarios: ['文化旅游', '社会民生'] },
  { name: '镇江金山数字城市科技有限公司', city: '镇江市', scenarios: ['城市治理', '文化旅游'] },
  { name: '泰州医药城健康数据有限公司', city: '泰州市', scenarios: ['医疗健康'] },
  { name: '宿迁数智乡村科技有限公司', city: '宿迁市', scenarios: ['乡村振兴', '普惠金融'] },
  { name: '连云港港城数字物流有限公司', city: '连云港市', scenarios: ['智慧交通', '企业服务'] },
  { name: '淮安数聚城市服务科技有限公司', city: '淮安市', scenarios: ['城市治理', '社会民生'] },
  { name: '苏州工业园区信数金融科技有限公司', city: '苏州市', scenarios: ['普惠金融', '医疗健康'] },
];
