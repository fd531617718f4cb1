import { describe, expect, it } from 'vitest';
import { contingentOrders } from './contingency.js';

describe('orders the doctor would consider if things go a certain way', () => {
  it('writes what would be considered, and when', () => {
    expect(contingentOrders("and if your symptoms continue , we'll talk about further imaging and possibly referral to physical therapy , okay ?")).toEqual([
      'Consider further imaging and referral to physical therapy if symptoms persist',
    ]);
    expect(contingentOrders("and if they have n't , then we're gon na have to talk about doing surgery at that time")).toEqual([]);
    expect(contingentOrders("if it does n't get better in a few weeks we can consider a steroid injection")).toEqual(['Consider a steroid injection if not improving']);
    expect(contingentOrders('we may consider an mri if the pain does not improve')).toEqual(['Consider an MRI if not improving']);
    expect(contingentOrders("if things get worse we'll get an x-ray")).toEqual(['Consider an x-ray if worsening']);
  });

  it('writes what "if they haven\'t" would not have done, from the "see if" said before it (issue 28: train D2N018)', () => {
    expect(
      contingentOrders("we're gon na check you in two weeks to see if those bones have realigned and if they have n't , then we're gon na have to talk about doing surgery at that time"),
    ).toEqual(['Consider surgery if the bones have not realigned']);
    // "See if those have healed": no thing named, no course written (review of the round).
    expect(contingentOrders("we'll see if those have healed and if they have not , we'll talk about surgery")).toEqual([]);
  });

  it('reads nothing of an order made now, or of a condition that is no course of the illness', () => {
    expect(contingentOrders("i'm going to order an mri of your knee")).toEqual([]);
    expect(contingentOrders("if you want , we can do an injection today")).toEqual([]);
    expect(contingentOrders("if it's okay with you , i'd like to do a quick physical exam")).toEqual([]);
  });
});
