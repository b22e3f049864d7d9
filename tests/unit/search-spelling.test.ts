import { describe, expect, it } from "vitest";
import { nameKeysOf, spellingKey, termKeys } from "@/lib/search/spelling";

// The spelling keys that let a name written one way find the same name written another.

describe("spelling keys", () => {
  // Ways the same name is written: each pair must meet on one key.
  const MEET: [string, string][] = [
    ["Laxmi", "Lakshmi"],
    ["Laksmi", "Lakshmi"],
    ["Akshay", "Axay"],
    ["Deepa", "Dipa"],
    ["Pooja", "Puja"],
    ["Geeta", "Gita"],
    ["Aarti", "Arti"],
    ["Bhavna", "Bavna"],
    ["Bhavana", "Bhavna"],
    ["Sidharth", "Siddarth"],
    ["Siddharth", "Sidharth"],
    ["Khanna", "Kanna"],
    ["Dhruv", "Druv"],
    ["Thakur", "Takur"],
    ["Vikram", "Wikram"],
    ["Shweta", "Sveta"],
    ["Swetha", "Shweta"],
    ["Reddy", "Redy"],
    ["Rohith", "Rohit"],
    ["Kamala", "Kamla"],
    ["Gowri", "Gauri"],
    ["Banerjee", "Banerji"],
    ["Shiva", "Siva"],
    ["Phalguni", "Falguni"],
    ["Vicky", "Viki"],
    ["LAKSHMI", "laxmi"],
    ["Léela", "Lila"],
  ];
  // Different names that must stay apart.
  const APART: [string, string][] = [
    ["Ravi", "Rani"],
    ["Karan", "Kiran"],
    ["Asha", "Usha"],
    ["Kamal", "Komal"],
    ["Deepa", "Deepak"],
    ["Anand", "Anant"],
    ["Priya", "Priyanka"],
    ["Mehta", "Meta"],
    ["Rahul", "Raul"],
    ["Red", "Reddy"],
    ["Arjun", "Arjuna"],
    ["Sita", "Seema"],
    ["Mohan", "Mohini"],
    ["Vikram", "Vikas"],
  ];

  it.each(MEET)("%s and %s share a key", (a, b) => {
    expect(spellingKey(a)).not.toBeNull();
    expect(spellingKey(a)).toBe(spellingKey(b));
  });

  it.each(APART)("%s and %s do not", (a, b) => {
    expect(spellingKey(a)).not.toBe(spellingKey(b));
  });

  it("gives no key to words too short to tell apart, or not in Latin letters", () => {
    expect(spellingKey("Jo")).toBeNull();
    expect(spellingKey("लक्ष्मी")).toBeNull();
    expect(spellingKey("R2D2")).toBeNull();
    expect(spellingKey("Sai")).toBe("sai");
  });

  it("keys a name word by word, each key once", () => {
    expect(nameKeysOf("Sai Pallavi Reddy")).toEqual(["sai", "palvi", "redi"]);
    expect(nameKeysOf("Ravi  ravi, RAVI")).toEqual(["ravi"]);
    expect(nameKeysOf("A. K. Ng")).toEqual([]);
  });
});

describe("the keys of a typed term", () => {
  it("are the term's own key and those of its neighbouring letters swapped", () => {
    expect(termKeys("Mehat")).toEqual({ own: ["mehat"], swapped: expect.arrayContaining(["mehta"]) });
    expect(termKeys("Jsohi").swapped).toContain(spellingKey("Joshi"));
    expect(termKeys("Laxmi").own).toEqual([spellingKey("Lakshmi")]);
    // A swap of two equal letters changes nothing, and the own key is not repeated among the swapped.
    expect(termKeys("Reddy").swapped).not.toContain("redi");
  });

  it("tries no swaps in words of three letters, and has no keys for what is not one word", () => {
    expect(termKeys("Rao")).toEqual({ own: ["rao"], swapped: [] });
    expect(termKeys("o'brien")).toEqual({ own: [], swapped: [] });
    expect(termKeys("ab")).toEqual({ own: [], swapped: [] });
    expect(termKeys("%")).toEqual({ own: [], swapped: [] });
  });
});
