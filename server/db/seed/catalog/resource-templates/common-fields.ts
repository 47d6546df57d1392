/** Fields that many kinds of resource share, so they are named and described the same everywhere. */
import { field } from '../resource-template';
import {
  address,
  companyName,
  creditCode,
  dateSince,
  districtName,
  futureDate,
  latitude,
  longitude,
  maskedPersonName,
  officePhone,
  recentDateTime,
} from '../sample-values';

export const creditCodeField = field(
  'unified_social_credit_code',
  'string',
  '统一社会信用代码',
  creditCode,
);
export const enterpriseNameField = field('enterprise_name', 'string', '企业名称', companyName);
export const legalRepresentativeField = field(
  'legal_representative',
  'string',
  '法定代表人（已脱敏）',
  maskedPersonName,
);
export const addressField = field('address', 'string', '详细地址', address);
export const districtField = field('district_name', 'string', '所属区县', districtName);
export const longitudeField = field('longitude', 'decimal', '经度（WGS84）', longitude);
export const latitudeField = field('latitude', 'decimal', '纬度（WGS84）', latitude);
export const contactPhoneField = field('contact_phone', 'string', '联系电话', officePhone);
export const updateTimeField = field('update_time', 'datetime', '数据更新时间', recentDateTime(30));
export const issueDateField = field('issue_date', 'date', '发证日期', dateSince(2019));
export const validUntilField = field('valid_until', 'date', '有效期至', futureDate(5));
export const establishDateField = field('establish_date', 'date', '成立日期', dateSince(2000));
