"""A seeded generator whose output never depends on the Python version.

The sample data must be the same bytes on every start and on every machine, so it
is drawn from SplitMix64 rather than from `random`, whose algorithms may change.
"""

_MASK = (1 << 64) - 1


class DeterministicRandom:
    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK

    def next64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """An integer in [0, bound)."""
        if bound <= 0:
            raise ValueError(f"bound must be positive, got {bound}")
        return self.next64() % bound

    def between(self, low: int, high: int) -> int:
        """An integer in [low, high]."""
        return low + self.below(high - low + 1)

    def fraction(self) -> float:
        """A float in [0, 1)."""
        return (self.next64() >> 11) / float(1 << 53)

    def chance(self, probability: float) -> bool:
        return self.fraction() < probability

    def pick(self, items):
        return items[self.below(len(items))]

    def sample(self, items, count: int) -> list:
        """`count` distinct items, in the order of `items`."""
        pool = list(range(len(items)))
        chosen = []
        for _ in range(min(count, len(pool))):
            chosen.append(pool.pop(self.below(len(pool))))
        return [items[index] for index in sorted(chosen)]
