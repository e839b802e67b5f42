"""
Is a name a likely misspelling of one the contracts know: an island's own `data-*` attribute, a
keyword of the tag, a registered island? The tag's one suggestion rule, and the rule of
shared/contract/near-miss.ts, which the runtime and the template checker apply (the shared cases
in tests/host-rules/cases.json hold all of them to it): comparing the names after `data-`, one
edit (a letter missing, added or doubled, changed, or two neighbours swapped) from a name of 4 to
7 letters, or two edits from a name of 8 or more. Anything farther is another library's attribute
(`data-bs-toggle`, `data-testid`), or another name, and is left alone.
"""
from typing import Iterable, Optional

PREFIX = 'data-'


def near_miss(name: str, own: Iterable[str]) -> Optional[str]:
    """The name of `own` that `name` was probably meant to be, or None."""
    tail = _without_prefix(name)
    best, best_distance = None, None
    for candidate in own:
        target = _without_prefix(candidate)
        allowed = 2 if len(target) >= 8 else 1 if len(target) >= 4 else 0
        distance = _edit_distance(tail, target, allowed)
        if 0 < distance <= allowed and (best_distance is None or distance < best_distance):
            best, best_distance = candidate, distance
    return best


def _without_prefix(name: str) -> str:
    return name[len(PREFIX):] if name.startswith(PREFIX) else name


def _edit_distance(a: str, b: str, limit: int) -> int:
    """The optimal string alignment distance of a and b, or limit + 1 once it exceeds limit."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    before, previous = [], list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i]
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                value = min(value, before[j - 2] + 1)
            current.append(value)
        if min(current) > limit:
            return limit + 1
        before, previous = previous, current
    return previous[len(b)]
