#!/usr/bin/env python3
"""How well a network and the hand-written evaluation predict positions that
neither was fitted to, before any match is played.

    scripts/eval_fit.py HECTO VARIANT NETWORK POSITIONS [N]

POSITIONS is the output of `hecto extract` (variant;FEN;result;score, the
score from White's side), best from games neither evaluation was trained or
tuned on. N positions (default 3000) are drawn at random (seed 1) and
evaluated with `eval`. For each evaluation, and for blends of the two,
prints the loss the trainer minimises (sigmoid(eval / 400) against 75% of
sigmoid(score / 400) and 25% of the result, all from the side to move) and
the mean distance from the search score in centipawns.
"""
import math
import random
import subprocess
import sys

EVAL_SCALE = 400  # as the trainer's
RESULT_SHARE = 0.25  # the trainer's default --result-percent


def sigmoid(cp):
    return 1 / (1 + math.exp(-cp / EVAL_SCALE))


def main():
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    binary, variant, network, data = sys.argv[1:5]
    n = int(sys.argv[5]) if len(sys.argv) > 5 else 3000
    with open(data) as f:
        lines = [line.rstrip('\n') for line in f if line.strip()]
    random.seed(1)
    sample = [line.split(';') for line in random.sample(lines, min(n, len(lines)))]

    commands = ['uci', f'setoption name UCI_Variant value {variant}', f'setoption name EvalFile value {network}']
    for _, fen, _, _ in sample:
        commands += [f'position fen {fen}', 'eval']
    commands.append('quit')
    out = subprocess.run([binary], input='\n'.join(commands) + '\n', capture_output=True, text=True).stdout
    hand, net = [], []
    for line in out.splitlines():
        if line.startswith('Hand-written evaluation:'):
            hand.append(int(line.split()[2]))
        elif line.startswith('Evaluation:') and 'from the network' in line:
            net.append(int(line.split()[1]))
    if len(hand) != len(sample) or len(net) != len(sample):
        sys.exit(f'expected {len(sample)} evaluations by each, got {len(hand)} and {len(net)}: is {network} for {variant}?')

    targets, scores = [], []
    for _, fen, result, score in sample:
        white = fen.split()[1] == 'w'
        r = {'1-0': 1.0, '0-1': 0.0}.get(result, 0.5)
        s = int(score)
        targets.append((1 - RESULT_SHARE) * sigmoid(s if white else -s) + RESULT_SHARE * (r if white else 1 - r))
        scores.append(s if white else -s)

    def report(name, evals):
        loss = sum((sigmoid(e) - t) ** 2 for e, t in zip(evals, targets)) / len(evals)
        distance = sum(abs(e - s) for e, s in zip(evals, scores)) / len(evals)
        print(f'{name:<24} loss {loss:.6f}   |eval - score| {distance:6.1f} cp')

    print(f'{len(sample)} positions of {data}')
    report('hand-written', hand)
    report('network', net)
    for w in (0.25, 0.5, 0.75):
        report(f'{int(w * 100)}% network', [w * a + (1 - w) * b for a, b in zip(net, hand)])


if __name__ == '__main__':
    main()
