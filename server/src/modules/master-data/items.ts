import type { MasterItem } from '@backstage/domain';

/** How each master list is read: its table, its camelCase columns, and the column cultureCodeIds filters. */
export interface ItemSource {
  table: string;
  columns: string;
  cultureColumn?: string;
}

const valueList = (table: string): ItemSource => ({ table, columns: 'id, value' });

export const ITEM_SOURCES: Record<MasterItem, ItemSource> = {
  genders: valueList('genders'),
  phoneTypes: valueList('phone_types'),
  purchasingMethods: valueList('purchasing_methods'),
  interests: valueList('interests'),
  cultureCodes: { table: 'culture_codes', columns: 'id, value, region, language', cultureColumn: 'id' },
  brands: { table: 'brands', columns: 'id, value, client_id as "clientId"' },
  questionnaireLabels: { table: 'questionnaire_labels', columns: 'id, name' },
  stateProvinces: { table: 'state_provinces', columns: 'id, country_code as "countryCode", code, name' },
  products: {
    table: 'products',
    columns: `id, slug, name, json_build_object('value', brand) as brand, model_code as "modelCode",
      category_id as "categoryId"`,
  },
  stores: {
    table: 'stores',
    columns: `id, name, country_code as "countryCode", state_province as "stateProvince", city, url,
      culture_code_id as "cultureCodeId"`,
    cultureColumn: 'culture_code_id',
  },
};
