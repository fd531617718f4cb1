/** Tests in general ("labs", "blood work"): no test a result is written under, and no order beside the tests it names. */
export const namesNoTest = (term: string): boolean => /^labs$/i.test(term);
