/** The address of one text of a culture in the console's API. */
export const textPath = (cultureCode: string, namespace: string, key: string) =>
  ['admin/texts', cultureCode, namespace, key]
    .map((part, i) => (i === 0 ? part : encodeURIComponent(part)))
    .join('/');
