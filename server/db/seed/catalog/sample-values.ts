/**
 * Plausible sample values for the fields of a data resource. Personal data is always masked the way
 * government portals show it (张*明, 320102********1234, 138****5678); organisation data is not.
 */
import { beijingDate, beijingDateTime, catalogReferenceDate } from './catalog-dates';
import type { Random } from './random';
import { cities, type City } from './regions';

/**
 * What a sample row is about: the region of the resource, for addresses and codes, and the values
 * already made for the earlier fields of the same row, so later fields can agree with them.
 */
export interface SampleContext {
  readonly city: City;
  /** The district the row belongs to. */
  readonly district: string;
  readonly previous: Readonly<Record<string, string | null>>;
}

export type SampleValue = (random: Random, context: SampleContext) => string | null;

const surnames =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'.split(
    '',
  );
const givenNames =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰红建国志文辉晨宇浩然雨欣梓涵子轩思远佳怡俊杰嘉琪诗雨'.split(
    '',
  );

/** 张*明 or 王*: the middle of the name hidden. */
export const maskedPersonName: SampleValue = (random) => {
  const surname = random.pick(surnames);
  return random.chance(0.7) ? `${surname}*${random.pick(givenNames)}` : `${surname}*`;
};

/** 320102********1234: the region and the last four digits kept. */
export const maskedIdNumber: SampleValue = (random, context) =>
  `${context.city.divisionCode}${String(random.int(2, 13)).padStart(2, '0')}********${random.digits(3)}${random.pick(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'X'])}`;

export const maskedMobile: SampleValue = (random) =>
  `1${random.pick(['38', '39', '35', '36', '37', '50', '51', '58', '59', '87', '88', '80', '89', '33', '53', '77'])}****${random.digits(4)}`;

const areaCodes: Record<string, string> = {
  南京市: '025',
  无锡市: '0510',
  徐州市: '0516',
  常州市: '0519',
  苏州市: '0512',
  南通市: '0513',
  连云港市: '0518',
  淮安市: '0517',
  盐城市: '0515',
  扬州市: '0514',
  镇江市: '0511',
  泰州市: '0523',
  宿迁市: '0527',
};

/** An office telephone number of an organisation (public, not masked). */
export const officePhone: SampleValue = (random, context) =>
  `${areaCodes[context.city.name] ?? '025'}-${random.int(5, 8)}${random.digits(7)}`;

const roads = [
  '中山路',
  '人民路',
  '解放路',
  '建设路',
  '长江路',
  '淮海路',
  '新华路',
  '和平路',
  '文化路',
  '青年路',
  '府前路',
  '健康路',
  '学府路',
  '科技大道',
  '迎宾大道',
  '滨江路',
  '运河路',
  '东方大道',
  '振兴路',
  '工业园路',
];

export const address: SampleValue = (random, context) =>
  `${context.city.name}${context.district}${random.pick(roads)}${random.int(1, 399)}号`;

/** Only down to the road, as personal addresses are published. */
export const coarseAddress: SampleValue = (random, context) =>
  `${context.city.name}${context.district}${random.pick(roads)}`;

export const cityName: SampleValue = (_random, context) => context.city.name;
export const districtName: SampleValue = (_random, context) => context.district;

/** A six-digit division code of the city or one of its districts. */
export const divisionCode: SampleValue = (random, context) =>
  `${context.city.divisionCode}${String(random.int(2, 13)).padStart(2, '0')}`;

const companyWords = [
  '华信',
  '恒通',
  '金陵',
  '苏宁达',
  '江海',
  '瑞丰',
  '宏图',
  '远航',
  '天成',
  '博远',
  '中鼎',
  '新奥',
  '锦程',
  '汇德',
  '润达',
  '长风',
  '同创',
  '嘉禾',
  '明德',
  '盛世',
];
const companyTrades = [
  '科技',
  '贸易',
  '建设工程',
  '物流',
  '食品',
  '机械制造',
  '电子',
  '新材料',
  '医药',
  '环保科技',
  '餐饮管理',
  '信息技术',
];

/** The distinctive part of a company name: 南京华信. */
export const companyBrand: SampleValue = (random, context) =>
  `${context.city.name.replace(/市$/, '')}${random.pick(companyWords)}`;

export const companyName: SampleValue = (random, context) =>
  `${companyBrand(random, context)}${random.pick(companyTrades)}有限公司`;

const creditCodeAlphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const creditCodeWeights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** A unified social credit code with a valid GB 32100-2015 check character. */
export const creditCode: SampleValue = (random, context) => {
  let body = `9132${context.city.divisionCode.slice(2)}00`;
  for (let index = 0; index < 9; index += 1) body += random.pick(creditCodeAlphabet.split(''));
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    sum += creditCodeAlphabet.indexOf(body[index] ?? '0') * (creditCodeWeights[index] ?? 0);
  }
  return body + (creditCodeAlphabet[(31 - (sum % 31)) % 31] ?? '0');
};

const plateLetters: Record<string, string> = {
  南京市: 'A',
  无锡市: 'B',
  徐州市: 'C',
  常州市: 'D',
  苏州市: 'E',
  南通市: 'F',
  连云港市: 'G',
  淮安市: 'H',
  盐城市: 'J',
  扬州市: 'K',
  镇江市: 'L',
  泰州市: 'M',
  宿迁市: 'N',
};

/** 苏A·D3**8: the middle of the plate hidden. */
export const maskedPlate: SampleValue = (random, context) =>
  `苏${plateLetters[context.city.name] ?? 'A'}${random.pick(['D', 'F', '', ''])}${random.digits(1)}**${random.digits(1)}`;

const dayMs = 86_400_000;

/** A date within the `days` before the reference date. */
export function recentDate(days: number): SampleValue {
  return (random) =>
    beijingDate(new Date(catalogReferenceDate.getTime() - random.int(1, days) * dayMs));
}

/** A date and time within the `days` before the reference date. */
export function recentDateTime(days: number): SampleValue {
  return (random) =>
    beijingDateTime(
      new Date(catalogReferenceDate.getTime() - random.int(1, days * 86_400) * 1_000),
    );
}

/** A date between `fromYear` and the reference year. */
export function dateSince(fromYear: number): SampleValue {
  return (random) => {
    const from = Date.UTC(fromYear, 0, 1);
    return beijingDate(new Date(from + random.next() * (catalogReferenceDate.getTime() - from)));
  };
}

/** A date up to `years` after the reference date (expiry of a licence …). */
export function futureDate(years: number): SampleValue {
  return (random) =>
    beijingDate(new Date(catalogReferenceDate.getTime() + random.int(30, years * 365) * dayMs));
}

export function integerBetween(min: number, max: number): SampleValue {
  return (random) => String(random.int(min, max));
}

export function decimalBetween(min: number, max: number, digits: number): SampleValue {
  return (random) => random.decimal(min, max, digits);
}

export function oneOf(...values: string[]): SampleValue {
  return (random) => random.pick(values);
}

export function booleanWith(probabilityTrue: number): SampleValue {
  return (random) => (random.chance(probabilityTrue) ? 'true' : 'false');
}

/** A code made of a prefix and digits (`JS2025…`, `D320…`). */
export function numbered(prefix: (context: SampleContext) => string, length: number): SampleValue {
  return (random, context) => `${prefix(context)}${random.digits(length)}`;
}

/** The longitude and latitude of a point in the city, around its centre. */
const cityCentres: Record<string, readonly [number, number]> = {
  南京市: [118.7969, 32.0603],
  无锡市: [120.3119, 31.4912],
  徐州市: [117.2841, 34.2058],
  常州市: [119.9741, 31.8112],
  苏州市: [120.5853, 31.2989],
  南通市: [120.8943, 31.9802],
  连云港市: [119.2216, 34.5967],
  淮安市: [119.1131, 33.5511],
  盐城市: [120.1633, 33.3477],
  扬州市: [119.4129, 32.3942],
  镇江市: [119.425, 32.1876],
  泰州市: [119.9229, 32.4555],
  宿迁市: [118.2752, 33.963],
};

export const longitude: SampleValue = (random, context) =>
  ((cityCentres[context.city.name]?.[0] ?? 118.8) + (random.next() - 0.5) * 0.3).toFixed(6);
export const latitude: SampleValue = (random, context) =>
  ((cityCentres[context.city.name]?.[1] ?? 32.06) + (random.next() - 0.5) * 0.25).toFixed(6);

/** Sometimes empty: optional columns are null in a few sample rows. */
export function sometimesEmpty(value: SampleValue, probabilityEmpty = 0.2): SampleValue {
  return (random, context) => (random.chance(probabilityEmpty) ? null : value(random, context));
}

/** A number from the earlier field `name` of the row (0 when it is missing). */
export function previousNumber(context: SampleContext, name: string): number {
  return Number(context.previous[name] ?? 0);
}

/** Any city of the province, for province-wide resources whose rows each name a city. */
export function randomCity(random: Random): City {
  return random.pick(cities);
}
