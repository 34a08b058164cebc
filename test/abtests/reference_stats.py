#!/usr/bin/env python3
"""Reference values for test/abtests/stats.test.ts, computed independently of src/abtests/stats.ts.

Standard library only (math, fractions). Run: python3 test/abtests/reference_stats.py
- Wilson / Newcombe / log risk ratio: the textbook formulas with math.sqrt, math.log, math.exp.
- z-test p-value: math.erfc.
- chance to beat control: EXACT rational arithmetic (fractions.Fraction) through a different identity than
  the service's: P(X1 > X0) = integral of f1(x) * I_x(a0, b0) dx with the Beta CDF expanded as a binomial
  sum, each term a complete Beta integral B(a1 + j, b1 + m - j) / B(a1, b1), Beta functions from factorials.
- SRM chi-square p-value: closed forms of the chi-square survival function, Q(1/2, x) = erfc(sqrt x),
  Q(1, x) = exp(-x) and the recurrence Q(a+1, x) = Q(a, x) + x^a e^-x / Gamma(a+1).
"""
import math
from fractions import Fraction

Z = 1.959963984540054


def wilson(c, n):
    p = c / n
    d = 1 + Z * Z / n
    centre = (p + Z * Z / (2 * n)) / d
    half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


def fact(k):
    return math.factorial(k)


def beta_int(p, q):  # B(p, q) for positive integers, exactly
    return Fraction(fact(p - 1) * fact(q - 1), fact(p + q - 1))


def beats(a1, b1, a0, b0):
    m = a0 + b0 - 1
    b = beta_int(a1, b1)
    total = Fraction(0)
    for j in range(a0, m + 1):
        total += math.comb(m, j) * beta_int(a1 + j, b1 + m - j) / b
    return float(total)


def chi_sf(x, df):
    half = x / 2
    if df % 2 == 0:
        q, a = math.exp(-half), 1.0
    else:
        q, a = math.erfc(math.sqrt(half)), 0.5
    while a < df / 2:
        q += half ** a * math.exp(-half) / math.gamma(a + 1)
        a += 1
    return q


def compare(c1, n1, c0, n0):
    p1, p0 = c1 / n1, c0 / n0
    l1, u1 = wilson(c1, n1)
    l0, u0 = wilson(c0, n0)
    d = p1 - p0
    out = {
        'rate': p1,
        'wilson': (l1, u1),
        'diff': d,
        'newcombe': (d - math.sqrt((p1 - l1) ** 2 + (u0 - p0) ** 2), d + math.sqrt((u1 - p1) ** 2 + (p0 - l0) ** 2)),
    }
    if c1 > 0 and c0 > 0:
        rr = p1 / p0
        se = math.sqrt(1 / c1 - 1 / n1 + 1 / c0 - 1 / n0)
        out['relative'] = (rr - 1, math.exp(math.log(rr) - Z * se) - 1, math.exp(math.log(rr) + Z * se) - 1)
    else:
        out['relative'] = None
    pooled = (c1 + c0) / (n1 + n0)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n0))
    z = d / se
    out['z'] = z
    out['p'] = math.erfc(abs(z) / math.sqrt(2))
    out['beat'] = beats(1 + c1, 1 + n1 - c1, 1 + c0, 1 + n0 - c0)
    return out


CASES = [(60, 1000, 50, 1000), (130, 1200, 100, 1180), (12, 150, 20, 160), (0, 100, 3, 100), (250, 2000, 200, 2000), (7, 40, 7, 40)]
SRM = [([1000, 1100], [50, 50]), ([480, 520, 1000], [1, 1, 2]), ([500, 560, 470, 510], [1, 1, 1, 1]), ([5000, 5200], [1, 1]), ([300, 700], [30, 70])]

if __name__ == '__main__':
    for c in CASES:
        print(c, repr(compare(*c)))
    for obs, w in SRM:
        total, ws = sum(obs), sum(w)
        chi = sum((o - total * wi / ws) ** 2 / (total * wi / ws) for o, wi in zip(obs, w))
        print(obs, w, repr(chi), repr(chi_sf(chi, len(obs) - 1)))
