#!/usr/bin/env python3
"""A network file with another output scale, the weights unchanged.

    scripts/net_scale.py IN.nnue OUT.nnue CENTIPAWNS

The scale is how many centipawns the engine reads one output unit as
(`hecto train --output-scale`). Trying a network at other sizes against
itself (`hecto match ... option.EvalFile=OUT.nnue`) needs no retraining:
the trainer given the same `--output-scale` writes the same bytes. The
checksum is recomputed, so the engine accepts the file.
"""
import struct
import sys

MAGIC = b"HECTONET"
# "HECTONET", version (u32), key (16 bytes), width and height (u8 each),
# inputs and hidden (u32 each), QA and QB (u16 each): the scale follows.
SCALE_OFFSET = 8 + 4 + 16 + 2 + 8 + 2 + 2
MAX_SCALE = 0xFFFF
FNV_OFFSET = 0xCBF29CE484222325
FNV_PRIME = 0x100000001B3
CHECKSUM_BYTES = 8


def fnv1a(data):
    h = FNV_OFFSET
    for byte in data:
        h = ((h ^ byte) * FNV_PRIME) & 0xFFFFFFFFFFFFFFFF
    return h


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__.strip().splitlines()[2].strip())
    src, dst = sys.argv[1], sys.argv[2]
    try:
        scale = int(sys.argv[3])
    except ValueError:
        sys.exit(f"scale must be a whole number of centipawns, not {sys.argv[3]!r}")
    if not 1 <= scale <= MAX_SCALE:
        sys.exit(f"scale must be 1-{MAX_SCALE}, not {scale}")
    data = bytearray(open(src, "rb").read())
    body = data[:-CHECKSUM_BYTES]
    if not data.startswith(MAGIC) or len(data) < SCALE_OFFSET + 2 + CHECKSUM_BYTES:
        sys.exit(f"{src}: not a Hecto network")
    if struct.unpack_from("<Q", data, len(body))[0] != fnv1a(body):
        sys.exit(f"{src}: checksum mismatch (a damaged file)")
    old = struct.unpack_from("<H", data, SCALE_OFFSET)[0]
    struct.pack_into("<H", data, SCALE_OFFSET, scale)
    struct.pack_into("<Q", data, len(body), fnv1a(data[:-CHECKSUM_BYTES]))
    open(dst, "wb").write(data)
    print(f"{dst}: {old} -> {scale} centipawns a unit")


if __name__ == "__main__":
    main()
