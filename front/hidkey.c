/* hidkey.c — see hidkey.h. The names are SDL 2's scancode names (SDL's
 * scancodes are the HID usages), kept here so no program needs SDL to
 * read a key map; tests/test_app_events.c checks them against SDL's. The
 * browser's codes are the W3C's (UI Events KeyboardEvent code values). */
#include "front/hidkey.h"

#include <string.h>
#include <strings.h>

#include "cart/console.h"

static const char *const names[HID_KEYS] = {
    [4] = "A", [5] = "B", [6] = "C", [7] = "D", [8] = "E", [9] = "F", [10] = "G", [11] = "H",
    [12] = "I", [13] = "J", [14] = "K", [15] = "L", [16] = "M", [17] = "N", [18] = "O", [19] = "P",
    [20] = "Q", [21] = "R", [22] = "S", [23] = "T", [24] = "U", [25] = "V", [26] = "W", [27] = "X",
    [28] = "Y", [29] = "Z", [30] = "1", [31] = "2", [32] = "3", [33] = "4", [34] = "5", [35] = "6",
    [36] = "7", [37] = "8", [38] = "9", [39] = "0", [40] = "Return", [41] = "Escape",
    [42] = "Backspace", [43] = "Tab", [44] = "Space", [45] = "-", [46] = "=", [47] = "[",
    [48] = "]", [49] = "\\", [50] = "#", [51] = ";", [52] = "'", [53] = "`", [54] = ",", [55] = ".",
    [56] = "/", [57] = "CapsLock", [58] = "F1", [59] = "F2", [60] = "F3", [61] = "F4", [62] = "F5",
    [63] = "F6", [64] = "F7", [65] = "F8", [66] = "F9", [67] = "F10", [68] = "F11", [69] = "F12",
    [70] = "PrintScreen", [71] = "ScrollLock", [72] = "Pause", [73] = "Insert", [74] = "Home",
    [75] = "PageUp", [76] = "Delete", [77] = "End", [78] = "PageDown", [79] = "Right",
    [80] = "Left", [81] = "Down", [82] = "Up", [83] = "Numlock", [84] = "Keypad /",
    [85] = "Keypad *", [86] = "Keypad -", [87] = "Keypad +", [88] = "Keypad Enter",
    [89] = "Keypad 1", [90] = "Keypad 2", [91] = "Keypad 3", [92] = "Keypad 4", [93] = "Keypad 5",
    [94] = "Keypad 6", [95] = "Keypad 7", [96] = "Keypad 8", [97] = "Keypad 9", [98] = "Keypad 0",
    [99] = "Keypad .", [101] = "Application", [102] = "Power", [103] = "Keypad =", [104] = "F13",
    [105] = "F14", [106] = "F15", [107] = "F16", [108] = "F17", [109] = "F18", [110] = "F19",
    [111] = "F20", [112] = "F21", [113] = "F22", [114] = "F23", [115] = "F24", [116] = "Execute",
    [117] = "Help", [118] = "Menu", [119] = "Select", [120] = "Stop", [121] = "Again",
    [122] = "Undo", [123] = "Cut", [124] = "Copy", [125] = "Paste", [126] = "Find", [127] = "Mute",
    [128] = "VolumeUp", [129] = "VolumeDown", [133] = "Keypad ,", [134] = "Keypad = (AS400)",
    [153] = "AltErase", [154] = "SysReq", [155] = "Cancel", [156] = "Clear", [157] = "Prior",
    [158] = "Return", [159] = "Separator", [160] = "Out", [161] = "Oper", [162] = "Clear / Again",
    [163] = "CrSel", [164] = "ExSel", [176] = "Keypad 00", [177] = "Keypad 000",
    [178] = "ThousandsSeparator", [179] = "DecimalSeparator", [180] = "CurrencyUnit",
    [181] = "CurrencySubUnit", [182] = "Keypad (", [183] = "Keypad )", [184] = "Keypad {",
    [185] = "Keypad }", [186] = "Keypad Tab", [187] = "Keypad Backspace", [188] = "Keypad A",
    [189] = "Keypad B", [190] = "Keypad C", [191] = "Keypad D", [192] = "Keypad E",
    [193] = "Keypad F", [194] = "Keypad XOR", [195] = "Keypad ^", [196] = "Keypad %",
    [197] = "Keypad <", [198] = "Keypad >", [199] = "Keypad &", [200] = "Keypad &&",
    [201] = "Keypad |", [202] = "Keypad ||", [203] = "Keypad :", [204] = "Keypad #",
    [205] = "Keypad Space", [206] = "Keypad @", [207] = "Keypad !", [208] = "Keypad MemStore",
    [209] = "Keypad MemRecall", [210] = "Keypad MemClear", [211] = "Keypad MemAdd",
    [212] = "Keypad MemSubtract", [213] = "Keypad MemMultiply", [214] = "Keypad MemDivide",
    [215] = "Keypad +/-", [216] = "Keypad Clear", [217] = "Keypad ClearEntry",
    [218] = "Keypad Binary", [219] = "Keypad Octal", [220] = "Keypad Decimal",
    [221] = "Keypad Hexadecimal", [224] = "Left Ctrl", [225] = "Left Shift", [226] = "Left Alt",
    [227] = "Left GUI", [228] = "Right Ctrl", [229] = "Right Shift", [230] = "Right Alt",
    [231] = "Right GUI",
};

/* The browser's KeyboardEvent.code of each usage (the UI Events KeyboardEvent
 * code values, which the W3C specifies by these usages). */
static const char *const codes[HID_KEYS] = {
    [4] = "KeyA", [5] = "KeyB", [6] = "KeyC", [7] = "KeyD", [8] = "KeyE", [9] = "KeyF",
    [10] = "KeyG", [11] = "KeyH", [12] = "KeyI", [13] = "KeyJ", [14] = "KeyK", [15] = "KeyL",
    [16] = "KeyM", [17] = "KeyN", [18] = "KeyO", [19] = "KeyP", [20] = "KeyQ", [21] = "KeyR",
    [22] = "KeyS", [23] = "KeyT", [24] = "KeyU", [25] = "KeyV", [26] = "KeyW", [27] = "KeyX",
    [28] = "KeyY", [29] = "KeyZ", [30] = "Digit1", [31] = "Digit2", [32] = "Digit3",
    [33] = "Digit4", [34] = "Digit5", [35] = "Digit6", [36] = "Digit7", [37] = "Digit8",
    [38] = "Digit9", [39] = "Digit0", [40] = "Enter", [41] = "Escape", [42] = "Backspace",
    [43] = "Tab", [44] = "Space", [45] = "Minus", [46] = "Equal", [47] = "BracketLeft",
    [48] = "BracketRight", [49] = "Backslash", [51] = "Semicolon", [52] = "Quote",
    [53] = "Backquote", [54] = "Comma", [55] = "Period", [56] = "Slash", [57] = "CapsLock",
    [58] = "F1", [59] = "F2", [60] = "F3", [61] = "F4", [62] = "F5", [63] = "F6", [64] = "F7",
    [65] = "F8", [66] = "F9", [67] = "F10", [68] = "F11", [69] = "F12", [70] = "PrintScreen",
    [71] = "ScrollLock", [72] = "Pause", [73] = "Insert", [74] = "Home", [75] = "PageUp",
    [76] = "Delete", [77] = "End", [78] = "PageDown", [79] = "ArrowRight", [80] = "ArrowLeft",
    [81] = "ArrowDown", [82] = "ArrowUp", [83] = "NumLock", [84] = "NumpadDivide",
    [85] = "NumpadMultiply", [86] = "NumpadSubtract", [87] = "NumpadAdd", [88] = "NumpadEnter",
    [89] = "Numpad1", [90] = "Numpad2", [91] = "Numpad3", [92] = "Numpad4", [93] = "Numpad5",
    [94] = "Numpad6", [95] = "Numpad7", [96] = "Numpad8", [97] = "Numpad9", [98] = "Numpad0",
    [99] = "NumpadDecimal", [100] = "IntlBackslash", [101] = "ContextMenu", [102] = "Power",
    [103] = "NumpadEqual", [104] = "F13", [105] = "F14", [106] = "F15", [107] = "F16",
    [108] = "F17", [109] = "F18", [110] = "F19", [111] = "F20", [112] = "F21", [113] = "F22",
    [114] = "F23", [115] = "F24", [127] = "AudioVolumeMute", [128] = "AudioVolumeUp",
    [129] = "AudioVolumeDown", [133] = "NumpadComma", [135] = "IntlRo", [136] = "KanaMode",
    [137] = "IntlYen", [138] = "Convert", [139] = "NonConvert", [144] = "Lang1", [145] = "Lang2",
    [224] = "ControlLeft", [225] = "ShiftLeft", [226] = "AltLeft", [227] = "MetaLeft",
    [228] = "ControlRight", [229] = "ShiftRight", [230] = "AltRight", [231] = "MetaRight",
};

/* The usage of a name in a table, or -1. */
static int32_t find(const char *const *table, const char *name, int (*cmp)(const char *, const char *))
{
    for (int u = 0; u < HID_KEYS; u++)
        if (table[u] && !cmp(table[u], name))
            return u;
    return -1;
}

const char *hid_name(uint16_t u)
{
    return u < HID_KEYS && names[u] ? names[u] : "";
}

int32_t hid_usage(const char *name) { return find(names, name, strcasecmp); }

const char *hid_code(uint16_t u)
{
    return u < HID_KEYS && codes[u] ? codes[u] : "";
}

int32_t hid_from_code(const char *code) { return find(codes, code, strcmp); }

int hid_is_ctrl_alt(uint16_t u)
{
    return u == HID_LCTRL || u == HID_RCTRL || u == HID_LALT || u == HID_RALT;
}

int hid_is_shift(uint16_t u) { return u == HID_LSHIFT || u == HID_RSHIFT; }

/* The US layout's character of a printable key (the row from 1 to /). */
static uint8_t us_char(uint16_t u)
{
    static const char row[] = "1234567890\r\x1b\b\t -=[]\\#;'`,./";
    if (u >= HID_A && u <= HID_Z)
        return (uint8_t)('a' + (u - HID_A));
    if (u >= HID_1 && u < HID_1 + sizeof row - 1) {
        char c = row[u - HID_1];
        return (uint8_t)(c >= ' ' ? c : 0);
    }
    return 0;
}

static uint8_t shifted(uint8_t c)
{
    static const char plain[] = "1234567890-=[]\\;',./`", shift[] = "!@#$%^&*()_+{}|:\"<>?~";
    const char *p = c > 0 && c < 128 ? strchr(plain, (int)c) : NULL;
    return p ? (uint8_t)shift[p - plain] : c;
}

/* Keys without a character: editing keys, arrows, the keypad. */
static uint8_t control_key(uint16_t u)
{
    static const char kp[] = "/*-+\r1234567890.";
    switch (u) {
    case HID_RETURN: case HID_KP_ENTER: return CON_K_ENTER;
    case HID_BACKSPACE: return CON_K_BACKSPACE;
    case HID_ESCAPE: return CON_K_ESC;
    case HID_UP: return CON_K_UP;
    case HID_DOWN: return CON_K_DOWN;
    case HID_LEFT: return CON_K_LEFT;
    case HID_RIGHT: return CON_K_RIGHT;
    default: break;
    }
    return u >= HID_KP_DIVIDE && u <= HID_KP_PERIOD ? (uint8_t)kp[u - HID_KP_DIVIDE] : 0;
}

uint8_t hid_typed(uint16_t u, uint8_t ch, int shift)
{
    uint8_t k = control_key(u);
    if (k)
        return k;
    if (ch < ' ' || ch > '~')
        ch = us_char(u);
    if (!ch)
        return 0;
    if (ch >= 'a' && ch <= 'z')
        return (uint8_t)(ch - 'a' + 'A');
    return shift ? shifted(ch) : ch;
}
