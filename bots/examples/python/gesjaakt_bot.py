#!/usr/bin/env python3
"""A Gesjaakt player for tafel, over the line protocol (docs/protocol.md), in plain Python.

    tafel play gesjaakt --bots "cmd:python3 bots/examples/python/gesjaakt_bot.py(ratio=0.6),greedy,greedy"

How it plays, at each decision:
  - without chips, 'take' is all there is;
  - a card that joins one of its own runs costs it nothing (or less than nothing): take;
  - otherwise take when the chips on the card are worth enough against what the card
    adds to its penalty: pot >= ratio * cost, the ratio halved once its own chips run
    low (a player with few chips left will soon have to take whatever comes);
  - or when the card is cheap anyway: cost - pot <= cheap;
  - else pay a chip and pass.
The ratio wobbles a little from decision to decision, drawn from random.Random(seed) with
the seed tafel sends at each game's start, so a run is reproducible from tafel's seed.

Standard library only. Reads stdin line by line, answers with one line (flushed), writes
its logs to stderr, and exits when stdin closes.
"""

import json
import random
import sys

NAME = "ratio"
GAMES = ["gesjaakt"]
PROTOCOL = 1

# The parameters, declared as tafel declares a bot's: tafel checks what the user writes in
# `cmd:…(ratio=0.5)` against these, and sends every one in each game's hello.
PARAMS = {
    "ratio": {
        "default": 0.5,
        "doc": "chips on a card, as a share of what the card costs, that make it worth taking",
        "min": 0,
        "max": 2,
    },
    "cheap": {
        "default": 5,
        "doc": "what a card may cost, less the chips on it, to be taken anyway",
        "min": -35,
        "max": 35,
        "integer": True,
    },
    "wobble": {
        "default": 0.1,
        "doc": "how far the ratio strays at random from decision to decision, as a share of it",
        "min": 0,
        "max": 1,
    },
    "lowChips": {
        "default": 3,
        "doc": "chips at or below which it takes cards more readily",
        "min": 0,
        "max": 11,
        "integer": True,
    },
}


def send(message):
    """One JSON line to tafel, flushed at once: tafel waits for the whole line."""
    sys.stdout.write(json.dumps(message, separators=(",", ":")) + "\n")
    sys.stdout.flush()


def read_params(given):
    """The parameters tafel sent with a game: every declared one, checked, as numbers."""
    return {name: float(given.get(name, spec["default"])) for name, spec in PARAMS.items()}


def card_cost(own, card):
    """What taking `card` adds to our penalty (as tafel's cardCost counts it): a run counts
    only its lowest card, so a card just above one of ours adds nothing, and one just below
    takes over that run's lowest card (card in, card + 1 out)."""
    below = 0 if card - 1 in own else card
    above = card + 1 if card + 1 in own else 0
    return below - above


class Player:
    """One seat's strategy; tafel reuses the process across games, so `start` resets it."""

    def __init__(self, params):
        self.params = params
        self.rng = random.Random(0)

    def start(self, seed):
        # The game's own seed for this seat: the same seed gives the same wobbles.
        self.rng = random.Random(seed)

    def act(self, view, legal):
        if legal == ["take"]:
            return "take"  # out of chips
        seat = view["seat"]
        own = set(view["taken"][seat])
        card, pot = view["card"], view["pot"]
        cost = card_cost(own, card)
        if cost <= 0:
            return "take"  # it joins a run of ours: free, and the chips come with it
        p = self.params
        ratio = p["ratio"] * (1 + p["wobble"] * self.rng.uniform(-1, 1))
        if view["chips"][seat] <= p["lowChips"]:
            ratio /= 2  # short of chips: a card is coming our way soon anyway
        return "take" if pot >= ratio * cost or cost - pot <= p["cheap"] else "pay"


def main():
    player = None
    for line in sys.stdin:
        message = json.loads(line)
        kind = message.get("type")
        if kind == "hello":
            if message.get("protocol") != PROTOCOL:
                send({"type": "refuse", "reason": f"speaks protocol {PROTOCOL}, not {message.get('protocol')}"})
                continue
            game = message.get("game")
            # No game (null) when tafel only asks what this program is: the parameters are
            # then the user's text, which tafel checks against PARAMS itself.
            if game is not None and game not in GAMES:
                send({"type": "refuse", "reason": f"plays only gesjaakt, not {game}"})
                continue
            if game is not None:
                player = Player(read_params(message["params"]))
            send(
                {
                    "type": "ready",
                    "name": NAME,
                    "summary": "takes a card that joins its runs, or one whose chips are worth its cost",
                    "games": GAMES,
                    "params": PARAMS,
                }
            )
        elif kind == "start":
            player.start(message["seed"])
        elif kind == "act":
            send({"action": player.act(message["observation"], message["legal"])})
        elif kind == "end":
            pass  # nothing to learn between games
        else:
            print(f"ratio bot: unknown message type {kind!r}, ignored", file=sys.stderr)


if __name__ == "__main__":
    main()
