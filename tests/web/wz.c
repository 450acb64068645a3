/* wz.c — web/zlib/zlib.c under other names, so tests/test_webzlib.c can
 * link it beside the real zlib and compare the two. */
#define crc32 wz_crc32
#define compressBound wz_compressBound
#define compress2 wz_compress2
#define uncompress wz_uncompress
#define zError wz_zError
#include "web/zlib/zlib.c"
