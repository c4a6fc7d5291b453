import { describe, expect, it } from "vitest";
import { IsolateMemory } from "../../workers/core/isolate-memory";

describe("IsolateMemory", () => {
  it("keeps values up to its budget and forgets the least recently used first", () => {
    const memory = new IsolateMemory<string>(10);
    memory.set("a", "A", 4);
    memory.set("b", "B", 4);
    expect(memory.get("a")).toBe("A"); // a is now the most recently used
    memory.set("c", "C", 4); // 12 > 10: b goes
    expect(memory.get("b")).toBeUndefined();
    expect(memory.get("a")).toBe("A");
    expect(memory.get("c")).toBe("C");
    expect(memory.usedWeight).toBe(8);
    expect(memory.size).toBe(2);
  });

  it("replaces a key's value and weight, and never keeps one heavier than the budget", () => {
    const memory = new IsolateMemory<string>(10);
    memory.set("a", "A", 6);
    memory.set("a", "A2", 3);
    expect(memory.get("a")).toBe("A2");
    expect(memory.usedWeight).toBe(3);
    memory.set("huge", "H", 11);
    expect(memory.get("huge")).toBeUndefined();
    expect(memory.get("a")).toBe("A2");
  });

  it("counts one per entry when no weight is given", () => {
    const memory = new IsolateMemory<number>(2);
    memory.set("one", 1);
    memory.set("two", 2);
    memory.set("three", 3);
    expect([memory.get("one"), memory.get("two"), memory.get("three")]).toEqual([undefined, 2, 3]);
  });
});
