#!/usr/bin/env python3
"""Independent reference implementation (oracle) of Gavel's RULES.md / RECORD.md (gavel/1).

Usage:
  oracle.py replay FILE|-                      print the replay JSON (exit 1 on error)
  oracle.py random --ruleset R --players N --seed S [--stop K] [--aside]
                                               print a random legal gavel/1 record
"""
import json
import os
import random
import sys

NAMES = ["Ann", "Ben", "Cy", "Dee", "Eve", "Flo"]
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]

# ---------------------------------------------------------------- rulesets (data)
RULESETS = {
    "sold": {
        "sold": True,
        "aside": {3: 2, 4: 2, 5: 1, 6: 2},
        "money": None,  # cards 1..8
        "pass_round_up": False,
        "scarce": False,
    },
    "for-sale": {
        "sold": False,
        "aside": {3: 0, 4: 2, 5: 0, 6: 0},
        "money": {3: 28, 4: 21, 5: 16, 6: 14},
        "pass_round_up": False,
        "scarce": False,
    },
    "for-sale-gryphon": {
        "sold": False,
        "aside": {3: 6, 4: 2, 5: 0, 6: 0},
        "money": {3: 18, 4: 18, 5: 14, 6: 14},
        "pass_round_up": True,
        "scarce": False,
    },
    "for-sale-scarce": {
        "sold": False,
        "aside": {3: 10, 4: 0, 5: 3, 6: 0},
        "money": {3: 28, 4: 21, 5: 16, 6: 14},
        "pass_round_up": False,
        "scarce": True,
    },
}

# Tie-break between equal-valued Sold! checks in one sale round (decided by the examples):
# see TIE_MODE below; and the order R7's last holder lists the remaining checks.
CHECK_TIE = os.environ.get("ORACLE_CHECK_TIE", "TURN_ORDER")  # H_FIRST, D_FIRST, TURN_ORDER
R7_ORDER = os.environ.get("ORACLE_R7_ORDER", "TURN_ORDER")  # TURN_ORDER, DESC, ASC


def prop_deck(rs):
    if RULESETS[rs]["sold"]:
        return [r + s for r in RANKS for s in ("C", "S")]
    return list(range(1, 31))


def check_deck(rs):
    if RULESETS[rs]["sold"]:
        return [r + s for r in RANKS for s in ("H", "D")]
    return [0, 0] + [v for v in range(2, 16) for _ in (0, 1)]


def prop_key(rs, p):
    if RULESETS[rs]["sold"]:
        return (RANKS.index(p[:-1]) + 1) * 2 + (1 if p[-1] == "S" else 0)
    return p


def check_value(rs, c):
    if RULESETS[rs]["sold"]:
        return RANKS.index(c[:-1]) + 1
    return c


def pass_cost(rs, bid):
    if RULESETS[rs]["pass_round_up"]:
        return (bid + 1) // 2
    return bid // 2


def payment_options(cards, owed):
    """cards: sorted list of distinct ints. Returns sorted list of sorted lists."""
    if owed <= 0:
        return [[]]
    if owed in cards:
        return [[owed]]
    out = []
    n = len(cards)
    for mask in range(1, 1 << n):
        sub = [cards[i] for i in range(n) if mask >> i & 1]
        s = sum(sub)
        if s >= owed and s - min(sub) < owed:
            out.append(sub)
    out.sort()
    return out


# ---------------------------------------------------------------- errors
class GameError(Exception):
    def __init__(self, code, message, action=None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.action = action


def is_int(x):
    if isinstance(x, bool):
        return False
    if isinstance(x, int):
        return True
    if isinstance(x, float) and x == x and x not in (float("inf"), float("-inf")) and x.is_integer():
        return True
    return False


# ---------------------------------------------------------------- game state
class Game:
    def __init__(self, rs, names, start, props, checks):
        self.rs = rs
        self.R = RULESETS[rs]
        self.n = len(names)
        self.names = names
        self.deal_props = list(props)
        self.deal_checks = list(checks)
        self.prop_ptr = 0
        self.check_ptr = 0
        n = self.n
        if self.R["sold"]:
            self.money = [list(range(1, 9)) for _ in range(n)]
        else:
            self.money = [self.R["money"][n] for _ in range(n)]
        self.held = [[] for _ in range(n)]
        self.won = [[] for _ in range(n)]
        self.phase = None
        self.pending = []  # queue of (player, amount) payments still to make
        self.after_payments = None  # callable to continue with
        self.start_auction(start)

    # -------- money helpers
    def money_total(self, p):
        return sum(self.money[p]) if self.R["sold"] else self.money[p]

    # -------- auction
    def start_auction(self, starter):
        remaining = len(self.deal_props) - self.prop_ptr
        if remaining == 0:
            self.start_sale()
            return
        per = self.n - 1 if self.R["scarce"] else self.n
        k = min(per, remaining)
        table = self.deal_props[self.prop_ptr:self.prop_ptr + k]
        self.prop_ptr += k
        self.table = sorted(table, key=lambda p: prop_key(self.rs, p))
        self.in_auction = [True] * self.n
        self.bids = [0] * self.n
        self.high = 0
        self.free_left = self.n - k
        self.turn = starter
        self.phase = "auction"

    def next_in_auction(self, p):
        q = p
        for _ in range(self.n):
            q = (q + 1) % self.n
            if self.in_auction[q]:
                return q
        return None

    def do_bid(self, p, amount):
        if amount < 1 or amount <= self.high:
            raise GameError("BID_TOO_LOW", "bid %s not above high bid %s" % (amount, self.high))
        if amount > self.money_total(p):
            raise GameError("BID_OVER_MONEY", "bid %s over money %s" % (amount, self.money_total(p)))
        self.bids[p] = amount
        self.high = amount
        self.turn = self.next_in_auction(p)

    def do_pass(self, p):
        self.in_auction[p] = False
        payments = []
        if self.free_left > 0:
            self.free_left -= 1  # whole bid back, no property
        else:
            prop = self.table.pop(0)
            self.held[p].append(prop)
            payments.append((p, pass_cost(self.rs, self.bids[p])))
        left = [q for q in range(self.n) if self.in_auction[q]]
        if len(left) == 1:
            w = left[0]
            assert len(self.table) == 1, self.table
            self.held[w].append(self.table.pop())
            payments.append((w, self.bids[w]))
            nxt = lambda: self.start_auction(w)
        else:
            nxt_turn = self.next_in_auction(p)

            def nxt():
                self.turn = nxt_turn
                self.phase = "auction"
        self.pending = payments
        self.after_payments = nxt
        self.run_payments()

    def run_payments(self):
        while self.pending:
            p, amt = self.pending[0]
            if not self.R["sold"]:
                self.money[p] -= amt
                self.pending.pop(0)
                continue
            opts = payment_options(self.money[p], amt)
            if len(opts) == 1:
                self.pay_cards(p, opts[0])
                self.pending.pop(0)
                continue
            self.phase = "payment"
            self.pay_player = p
            self.pay_opts = opts
            return
        f = self.after_payments
        self.after_payments = None
        f()

    def pay_cards(self, p, cards):
        for c in cards:
            self.money[p].remove(c)

    def do_pay(self, p, cards):
        key = sorted(cards)
        if key not in self.pay_opts:
            raise GameError("PAYMENT_NOT_ALLOWED", "cards %s not a qualifying set" % (cards,))
        self.pay_cards(p, key)
        self.pending.pop(0)
        self.phase = "auction"
        self.run_payments()

    # -------- sale
    def start_sale(self):
        self.phase = "sale"
        self.start_round()

    def start_round(self):
        holders = [q for q in range(self.n) if self.held[q]]
        if not holders:
            self.phase = "over"
            return
        if len(holders) == 1:
            w = holders[0]
            rest = self.deal_checks[self.check_ptr:]
            self.check_ptr = len(self.deal_checks)
            if R7_ORDER == "DESC":
                rest = sorted(rest, key=lambda c: -check_value(self.rs, c))
            elif R7_ORDER == "ASC":
                rest = sorted(rest, key=lambda c: check_value(self.rs, c))
            self.won[w].extend(rest)
            self.held[w] = []
            self.phase = "over"
            return
        k = len(holders)
        self.round_checks = self.deal_checks[self.check_ptr:self.check_ptr + k]
        self.check_ptr += k
        self.round_players = holders
        self.picks = {}

    def do_pick(self, p, prop):
        if p in self.picks:
            raise GameError("ALREADY_PICKED", "player %d already picked this round" % p)
        if prop not in self.held[p]:
            raise GameError("PROPERTY_NOT_YOURS", "player %d does not hold %s" % (p, prop))
        self.picks[p] = prop
        if len(self.picks) == len(self.round_players):
            self.resolve_round()

    def resolve_round(self):
        order = sorted(self.picks.items(), key=lambda kv: -prop_key(self.rs, kv[1]))
        idx = list(range(len(self.round_checks)))

        def ckey(i):
            c = self.round_checks[i]
            v = check_value(self.rs, c)
            if CHECK_TIE == "H_FIRST" and self.R["sold"]:
                t = 0 if c[-1] == "H" else 1
            elif CHECK_TIE == "D_FIRST" and self.R["sold"]:
                t = 0 if c[-1] == "D" else 1
            else:
                t = i
            return (-v, t)

        idx.sort(key=ckey)
        for (p, prop), i in zip(order, idx):
            self.won[p].append(self.round_checks[i])
            self.held[p].remove(prop)
        self.start_round()

    # -------- generic
    def to_act(self):
        if self.phase == "auction":
            return [self.turn]
        if self.phase == "payment":
            return [self.pay_player]
        if self.phase == "sale":
            return [q for q in self.round_players if q not in self.picks]
        return []

    def apply(self, a):
        """a: raw action from JSON. Raises GameError (without action index)."""
        n = self.n
        if not isinstance(a, dict):
            raise GameError("MALFORMED_ACTION", "action is not an object")
        t = a.get("type")
        if t not in ("bid", "pass", "pay", "pick"):
            raise GameError("MALFORMED_ACTION", "unknown action type %r" % (t,))
        p = a.get("player")
        if not is_int(p) or not (0 <= p < n):
            raise GameError("MALFORMED_ACTION", "bad player %r" % (p,))
        p = int(p)
        if t == "bid":
            amt = a.get("amount")
            if not is_int(amt):
                raise GameError("MALFORMED_ACTION", "bad amount %r" % (amt,))
            amt = int(amt)
        elif t == "pay":
            cards = a.get("cards")
            if not isinstance(cards, list) or not all(is_int(c) for c in cards):
                raise GameError("MALFORMED_ACTION", "bad cards %r" % (cards,))
            cards = [int(c) for c in cards]
        elif t == "pick":
            prop = a.get("property")
            # An id of the right JSON type that names no card is PROPERTY_NOT_YOURS (engine's choice);
            # a wrong JSON type is MALFORMED_ACTION.
            if self.R["sold"]:
                if not isinstance(prop, str):
                    raise GameError("MALFORMED_ACTION", "bad property %r" % (prop,))
            else:
                if not is_int(prop):
                    raise GameError("MALFORMED_ACTION", "bad property %r" % (prop,))
                prop = int(prop)
        if self.phase == "over":
            raise GameError("GAME_OVER", "the game is over")
        if t in ("bid", "pass"):
            if self.phase != "auction":
                raise GameError("WRONG_PHASE", "%s not allowed in phase %s" % (t, self.phase))
            if p != self.turn:
                raise GameError("NOT_YOUR_TURN", "it is player %d's turn" % self.turn)
            if t == "bid":
                self.do_bid(p, amt)
            else:
                self.do_pass(p)
        elif t == "pay":
            if self.phase == "sale":
                raise GameError("WRONG_PHASE", "pay not allowed in the sale")
            if self.phase != "payment":
                raise GameError(os.environ.get("ORACLE_PAY_NO_PENDING", "PAYMENT_NOT_ALLOWED"), "no payment is pending (automatic or none owed)")
            if p != self.pay_player:
                raise GameError("NOT_YOUR_TURN", "player %d is paying" % self.pay_player)
            self.do_pay(p, cards)
        else:
            if self.phase != "sale":
                raise GameError("WRONG_PHASE", "pick not allowed in phase %s" % self.phase)
            if p not in self.round_players:
                raise GameError("NOT_YOUR_TURN", "player %d holds no property" % p)
            self.do_pick(p, prop)

    # -------- output
    def output(self):
        if self.phase != "over":
            return {"finished": False, "toAct": self.to_act()}
        players = []
        keys = []
        for q in range(self.n):
            cv = sum(check_value(self.rs, c) for c in self.won[q])
            if self.R["sold"]:
                score = cv + len(self.money[q])
                tb = len(self.money[q])
                money = sorted(self.money[q])
            else:
                score = cv + self.money[q]
                tb = self.money[q]
                money = self.money[q]
            keys.append((score, tb))
            players.append({"name": self.names[q], "checks": list(self.won[q]),
                            "money": money, "score": score})
        best = max(keys)
        winners = [q for q in range(self.n) if keys[q] == best]
        for q in range(self.n):
            players[q]["rank"] = 1 if q in winners else 1 + sum(1 for k in keys if k > keys[q])
        return {"finished": True, "players": players, "winners": winners}


# ---------------------------------------------------------------- record parsing
def in_play_count(rs, n):
    return len(prop_deck(rs)) - RULESETS[rs]["aside"][n]


def norm_cards(rs, lst, deck, kind):
    """Validate a list of card ids; returns normalized list or raises BAD_DEAL."""
    if not isinstance(lst, list):
        raise GameError("BAD_DEAL", "%s is not an array" % kind)
    out = []
    for c in lst:
        if RULESETS[rs]["sold"]:
            if not isinstance(c, str) or c not in deck:
                raise GameError("BAD_DEAL", "unknown %s %r" % (kind, c))
            out.append(c)
        else:
            if not is_int(c) or int(c) not in deck:
                raise GameError("BAD_DEAL", "unknown %s %r" % (kind, c))
            out.append(int(c))
    return out


def check_multiset(lst, deck, kind):
    from collections import Counter
    have = Counter(lst)
    full = Counter(deck)
    for c, k in have.items():
        if k > full[c]:
            raise GameError("BAD_DEAL", "repeated %s %r" % (kind, c))


def parse_record(text):
    def bad_const(x):
        raise ValueError("bad constant " + x)
    try:
        rec = json.loads(text, parse_constant=bad_const)
    except (ValueError, RecursionError) as e:
        raise GameError("BAD_JSON", "not JSON: %s" % e)
    if not isinstance(rec, dict) or rec.get("format") != "gavel/1":
        raise GameError("BAD_FORMAT", "not a gavel/1 record")
    rs = rec.get("ruleset")
    if not isinstance(rs, str) or rs not in RULESETS:
        raise GameError("UNKNOWN_RULESET", "unknown ruleset %r" % (rs,))
    names = rec.get("players")
    if (not isinstance(names, list) or not (3 <= len(names) <= 6)
            or not all(isinstance(x, str) and len(x) > 0 for x in names)):
        raise GameError("BAD_PLAYERS", "players must be 3-6 non-empty names")
    if len(set(names)) != len(names):
        raise GameError("DUPLICATE_NAME", "duplicate player name")
    n = len(names)
    sp = rec.get("startPlayer")
    if "deal" not in rec and "seed" not in rec:
        # checked after startPlayer below only if startPlayer fine
        pass
    if not is_int(sp) or not (0 <= sp < n):
        raise GameError("BAD_START_PLAYER", "bad startPlayer %r" % (sp,))
    sp = int(sp)
    deal = rec.get("deal")
    if "deal" not in rec:
        if "seed" in rec:
            raise GameError("SEED_UNSUPPORTED", "oracle cannot draw a deal from a seed")
        raise GameError("MISSING_DEAL", "neither deal nor seed")
    if not isinstance(deal, dict):
        raise GameError("BAD_DEAL", "deal is not an object")
    pd, cd = prop_deck(rs), check_deck(rs)
    props = norm_cards(rs, deal.get("properties"), pd, "property")
    checks = norm_cards(rs, deal.get("checks"), cd, "check")
    need = in_play_count(rs, n)
    if len(props) != need or len(checks) != need:
        raise GameError("BAD_DEAL", "deal must hold %d properties and %d checks" % (need, need))
    check_multiset(props, pd, "property")
    check_multiset(checks, cd, "check")
    if "setAside" in deal:
        sa = deal["setAside"]
        if not isinstance(sa, dict):
            raise GameError("BAD_DEAL", "setAside is not an object")
        ap = norm_cards(rs, sa.get("properties"), pd, "property")
        ac = norm_cards(rs, sa.get("checks"), cd, "check")
        if sorted(map(str, props + ap)) != sorted(map(str, pd)) or \
                sorted(map(str, checks + ac)) != sorted(map(str, cd)):
            raise GameError("BAD_DEAL", "setAside does not complete the deck")
    actions = rec.get("actions")
    if not isinstance(actions, list):
        raise GameError("BAD_ACTIONS", "actions is not an array")
    return rs, names, sp, props, checks, actions


def replay_text(text):
    try:
        rs, names, sp, props, checks, actions = parse_record(text)
    except GameError as e:
        return {"error": {"code": e.code, "message": e.message}}, 1
    g = Game(rs, names, sp, props, checks)
    for i, a in enumerate(actions):
        try:
            g.apply(a)
        except GameError as e:
            return {"error": {"code": e.code, "message": e.message, "action": i}}, 1
    return g.output(), 0


# ---------------------------------------------------------------- random games
def legal_moves(g, rnd, style):
    """Return one random legal action for the current state."""
    if g.phase == "auction":
        p = g.turn
        money = g.money_total(p)
        if money <= g.high or rnd.random() < style["pass"]:
            return {"type": "pass", "player": p}
        lo = g.high + 1
        if rnd.random() < style["big"]:
            amt = rnd.randint(lo, money)
        else:
            amt = min(money, lo + rnd.choice([0, 0, 0, 1, 1, 2, 3]))
        return {"type": "bid", "player": p, "amount": amt}
    if g.phase == "payment":
        return {"type": "pay", "player": g.pay_player, "cards": list(rnd.choice(g.pay_opts))}
    if g.phase == "sale":
        p = rnd.choice(g.to_act())
        return {"type": "pick", "player": p, "property": rnd.choice(g.held[p])}
    return None


def random_record(rs, n, seed, stop=None, aside=None):
    rnd = random.Random("%s|%d|%s" % (rs, n, seed))
    pd, cd = prop_deck(rs), check_deck(rs)
    rnd.shuffle(pd)
    rnd.shuffle(cd)
    k = in_play_count(rs, n)
    names = NAMES[:n]
    sp = rnd.randrange(n)
    deal = {"properties": pd[:k], "checks": cd[:k]}
    if aside is None:
        aside = rnd.random() < 0.25
    if aside:
        deal["setAside"] = {"properties": pd[k:], "checks": cd[k:]}
    style = {"pass": rnd.choice([0.15, 0.3, 0.45, 0.6, 0.8]), "big": rnd.choice([0.03, 0.1, 0.25])}
    g = Game(rs, names, sp, deal["properties"], deal["checks"])
    actions = []
    while g.phase != "over":
        if stop is not None and len(actions) >= stop:
            break
        a = legal_moves(g, rnd, style)
        g.apply(a)
        actions.append(a)
    return {"format": "gavel/1", "ruleset": rs, "players": names, "startPlayer": sp,
            "deal": deal, "actions": actions}


def main(argv):
    if len(argv) >= 2 and argv[0] == "replay":
        f = argv[1]
        text = sys.stdin.read() if f == "-" else open(f, encoding="utf-8").read()
        out, rc = replay_text(text)
        print(json.dumps(out))
        return rc
    if argv and argv[0] == "random":
        import argparse
        ap = argparse.ArgumentParser()
        ap.add_argument("--ruleset", required=True, choices=list(RULESETS))
        ap.add_argument("--players", type=int, required=True)
        ap.add_argument("--seed", required=True)
        ap.add_argument("--stop", type=int, default=None)
        ap.add_argument("--aside", choices=["yes", "no"], default=None)
        o = ap.parse_args(argv[1:])
        aside = None if o.aside is None else o.aside == "yes"
        print(json.dumps(random_record(o.ruleset, o.players, o.seed, o.stop, aside), indent=1))
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
