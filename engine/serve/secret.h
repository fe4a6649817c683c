// Room codes and seat tokens: random text from the operating system's
// random source, so that neither can be guessed from another.
#pragma once

#include <string>
#include <string_view>

namespace hecto {

// A room code people can read aloud and type: no 0/O, 1/I/L.
constexpr std::string_view ROOM_CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
constexpr int ROOM_CODE_LENGTH = 6;
// A seat token: 128 bits in hex, held by the page that sits there.
constexpr int TOKEN_LENGTH = 32;

std::string randomText(std::string_view alphabet, int length);
inline std::string newRoomCode() { return randomText(ROOM_CODE_LETTERS, ROOM_CODE_LENGTH); }
inline std::string newToken() { return randomText("0123456789abcdef", TOKEN_LENGTH); }
int rollDie();  // 1..6

}  // namespace hecto
