#!/usr/bin/env python3
"""Generate records for differential testing: complete, cut short, corrupted (action or record level).

gen.py OUTDIR N [SEEDBASE]  -> writes OUTDIR/NNNN-<kind>.json
"""
import copy
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle  # noqa: E402

RS = list(oracle.RULESETS)


def state_after(rec, k):
    rs, names, sp, props, checks, actions = oracle.parse_record(json.dumps(rec))
    g = oracle.Game(rs, names, sp, props, checks)
    for a in actions[:k]:
        g.apply(a)
    return g


def other(g, p, rnd):
    return rnd.choice([q for q in range(g.n) if q != p])


def action_corruption(rec, rnd, kind):
    """Return (mutated record, kind) or None if the kind does not fit."""
    acts = rec["actions"]
    L = len(acts)
    rs = rec["ruleset"]
    sold = oracle.RULESETS[rs]["sold"]
    # pick position by desired phase
    rs_, names, sp, props, checks, _ = oracle.parse_record(json.dumps(rec))
    g0 = oracle.Game(rs_, names, sp, props, checks)
    states = []
    for a in acts:
        states.append(copy.deepcopy(g0))
        g0.apply(a)
    states.append(g0)
    cands = list(range(L + 1))
    rnd.shuffle(cands)
    for k in cands:
        g = states[k]
        bad = None
        if kind == "not_your_turn":
            if g.phase == "auction":
                q = other(g, g.turn, rnd)
                bad = rnd.choice([{"type": "pass", "player": q}, {"type": "bid", "player": q, "amount": g.high + 1}])
            elif g.phase == "payment":
                q = other(g, g.pay_player, rnd)
                bad = {"type": "pay", "player": q, "cards": list(g.pay_opts[0])}
            elif g.phase == "sale":
                outs = [q for q in range(g.n) if q not in g.round_players]
                if outs:
                    q = rnd.choice(outs)
                    bad = {"type": "pick", "player": q, "property": oracle.prop_deck(rs)[0]}
        elif kind == "bid_too_low" and g.phase == "auction" and g.money_total(g.turn) > 0:
            bad = {"type": "bid", "player": g.turn, "amount": rnd.choice([g.high, max(0, g.high - 1), 0, -3])}
        elif kind == "bid_over_money" and g.phase == "auction":
            m = g.money_total(g.turn)
            if m > g.high:
                bad = {"type": "bid", "player": g.turn, "amount": m + rnd.choice([1, 5])}
        elif kind == "wrong_phase_pick" and g.phase in ("auction", "payment"):
            p = g.turn if g.phase == "auction" else g.pay_player
            held = [c for q in range(g.n) for c in g.held[q]]
            prop = rnd.choice(held) if held and rnd.random() < 0.5 else oracle.prop_deck(rs)[rnd.randrange(26)]
            bad = {"type": "pick", "player": p, "property": prop}
        elif kind == "wrong_phase_bid" and g.phase in ("sale", "payment"):
            p = rnd.choice(g.to_act())
            bad = rnd.choice([{"type": "bid", "player": p, "amount": 1}, {"type": "pass", "player": p}])
        elif kind == "wrong_phase_pay_sale" and g.phase == "sale" and sold:
            p = rnd.choice(g.to_act())
            bad = {"type": "pay", "player": p, "cards": [1]}
        elif kind == "property_not_yours" and g.phase == "sale":
            p = rnd.choice(g.to_act())
            notmine = [c for c in oracle.prop_deck(rs) if c not in g.held[p]]
            bad = {"type": "pick", "player": p, "property": rnd.choice(notmine)}
        elif kind == "pick_unknown_id" and g.phase == "sale":
            p = rnd.choice(g.to_act())
            bad = {"type": "pick", "player": p, "property": rnd.choice(["ZZ", "1S", "as"] if sold else [0, 31, 99, -1])}
        elif kind == "already_picked" and g.phase == "sale" and g.picks:
            p = rnd.choice(list(g.picks))
            rest = [c for c in g.held[p] if c != g.picks[p]] or g.held[p]
            bad = {"type": "pick", "player": p, "property": rnd.choice(rest)}
        elif kind == "payment_bad_set" and g.phase == "payment":
            p = g.pay_player
            have = g.money[p]
            for _ in range(50):
                sub = sorted(rnd.sample(have, rnd.randint(1, len(have))))
                if sub not in g.pay_opts:
                    bad = {"type": "pay", "player": p, "cards": sub}
                    break
        elif kind == "payment_automatic" and sold and g.phase == "auction" and k > 0 \
                and acts[k - 1]["type"] == "pass":
            # pass just happened and its payment was automatic
            p = acts[k - 1]["player"]
            bad = {"type": "pay", "player": p, "cards": []}
        elif kind == "pay_for_sale" and not sold and g.phase == "auction" and k > 0 \
                and acts[k - 1]["type"] == "pass":
            p = acts[k - 1]["player"]
            bad = {"type": "pay", "player": p, "cards": [1]}
        elif kind == "game_over" and g.phase == "over":
            bad = rnd.choice([{"type": "pass", "player": 0},
                              {"type": "pick", "player": 1, "property": oracle.prop_deck(rs)[3]}])
        elif kind == "malformed":
            p = (g.to_act() or [0])[0]
            bad = rnd.choice([
                {"type": "raise", "player": p, "amount": 3},
                {"type": "bid", "amount": 3},
                {"type": "bid", "player": p, "amount": 2.5},
                {"type": "bid", "player": p, "amount": "3"},
                {"type": "bid", "player": p},
                {"type": "pass", "player": g.n},
                {"type": "pass", "player": -1},
                {"type": "pass", "player": "0"},
                {"player": p},
                "pass",
                {"type": "pay", "player": p, "cards": "1"},
                {"type": "pick", "player": p},
            ])
        if bad is not None:
            r2 = copy.deepcopy(rec)
            r2["actions"] = acts[:k] + [bad] + acts[k:]
            return r2
    return None


RECORD_KINDS = ["bad_json", "bad_format", "unknown_ruleset", "bad_players", "duplicate_name",
                "bad_start_player", "bad_deal_count", "bad_deal_unknown", "bad_deal_repeat",
                "bad_deal_aside", "missing_deal", "bad_actions"]


def record_corruption(rec, rnd, kind):
    r = copy.deepcopy(rec)
    rs = r["ruleset"]
    if kind == "bad_json":
        return json.dumps(r)[:-rnd.randint(1, 40)]
    if kind == "bad_format":
        if rnd.random() < 0.3:
            return json.dumps([r])
        r["format"] = rnd.choice(["gavel/2", "gavel", None])
    elif kind == "unknown_ruleset":
        r["ruleset"] = rnd.choice(["forsale", "sold!", "", 3])
    elif kind == "bad_players":
        r["players"] = rnd.choice([r["players"][:2], r["players"] + ["X", "Y", "Z", "W"][:7 - len(r["players"])],
                                   r["players"][:-1] + [""], r["players"][:-1] + [7], "Ann"])
    elif kind == "duplicate_name":
        r["players"][-1] = r["players"][0]
    elif kind == "bad_start_player":
        r["startPlayer"] = rnd.choice([len(r["players"]), -1, "0", 1.5])
    elif kind == "bad_deal_count":
        which = rnd.choice(["properties", "checks"])
        r["deal"][which] = r["deal"][which][:-1]
        r["deal"].pop("setAside", None)
    elif kind == "bad_deal_unknown":
        which = rnd.choice(["properties", "checks"])
        if oracle.RULESETS[rs]["sold"]:
            bogus = rnd.choice(["1S", "ZZ", "AH" if which == "properties" else "AS", 5])
        else:
            bogus = rnd.choice([31, 1 if which == "checks" else 0, -2, "5"])
        r["deal"][which][rnd.randrange(len(r["deal"][which]))] = bogus
    elif kind == "bad_deal_repeat":
        which = rnd.choice(["properties", "checks"])
        lst = r["deal"][which]
        if oracle.RULESETS[rs]["sold"] or which == "properties":
            lst[1] = lst[0]
        else:
            v = lst[0]
            idx = [i for i, x in enumerate(lst) if x != v]
            cnt = lst.count(v)
            need = 3 - cnt
            for i in idx[:need]:
                lst[i] = v
    elif kind == "bad_deal_aside":
        pd, cd = oracle.prop_deck(rs), oracle.check_deck(rs)
        k = len(r["deal"]["properties"])
        rest_p = [c for c in pd if c not in r["deal"]["properties"]]
        rest_c = list(cd)
        for c in r["deal"]["checks"]:
            rest_c.remove(c)
        if rest_p:
            rest_p = rest_p[:-1]
        else:
            rest_p = [pd[0]]
        r["deal"]["setAside"] = {"properties": rest_p, "checks": rest_c}
    elif kind == "missing_deal":
        del r["deal"]
    elif kind == "bad_actions":
        r["actions"] = rnd.choice([{}, "none", None, 3])
    return json.dumps(r, indent=1)


ACTION_KINDS = ["not_your_turn", "bid_too_low", "bid_over_money", "wrong_phase_pick", "wrong_phase_bid",
                "wrong_phase_pay_sale", "property_not_yours", "already_picked", "payment_bad_set",
                "payment_automatic", "pay_for_sale", "game_over", "malformed", "pick_unknown_id"]


def make(i, seedbase):
    rnd = random.Random("gen|%s|%d" % (seedbase, i))
    rs = RS[i % 4]
    n = 3 + (i // 4) % 4
    seed = "%s-%d" % (seedbase, i)
    x = rnd.random()
    if x < 0.4:
        return "complete", json.dumps(oracle.random_record(rs, n, seed), indent=1)
    full = oracle.random_record(rs, n, seed)
    if x < 0.6:
        stop = rnd.randrange(0, len(full["actions"]))
        return "cut", json.dumps(oracle.random_record(rs, n, seed, stop=stop), indent=1)
    if x < 0.93:
        for t in range(12):
            kind = ACTION_KINDS[(i + t) % len(ACTION_KINDS)] if t < 6 else rnd.choice(ACTION_KINDS)
            r2 = action_corruption(full, rnd, kind)
            if r2 is not None:
                return "bad-" + kind, json.dumps(r2, indent=1)
        return "complete", json.dumps(full, indent=1)
    kind = RECORD_KINDS[i % len(RECORD_KINDS)]
    return "rec-" + kind, record_corruption(full, rnd, kind)


def main():
    out, N = sys.argv[1], int(sys.argv[2])
    seedbase = sys.argv[3] if len(sys.argv) > 3 else "d"
    os.makedirs(out, exist_ok=True)
    for i in range(N):
        kind, text = make(i, seedbase)
        with open(os.path.join(out, "%04d-%s.json" % (i, kind)), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
