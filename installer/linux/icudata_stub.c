/*
 * libicudata with no data in it, for Adjutant's Linux bundle (issue 28).
 *
 * Qt's libQt6Core links ICU, and libicudata.so.NN is ICU's data: collation rules,
 * calendars, time zones, character-set converters and word-break dictionaries of every
 * language, 31 MB in Qt 6.11's wheels. Adjutant needs none of it: Qt formats numbers and
 * dates from its own CLDR tables, shapes text with HarfBuzz and finds line breaks
 * itself, and case mapping and normalisation are compiled into libicuuc. So the Linux
 * bundle ships this library in its place (installer/adjutant.spec builds it with the
 * ICU major version of the Qt it bundles): the one symbol ICU looks for,
 * icudt<NN>_dat, holding a "common data" header whose table of contents is empty. A
 * service that would need data gets ICU's "missing resource" error, which Qt takes as
 * "not available": a QCollator, for one, then compares strings without locale rules.
 */
#include <stdint.h>

#ifndef ICU_MAJOR
#error "build with -DICU_MAJOR=<the major version of the bundled ICU>"
#endif

#define ICU_DATA_SYMBOL_(major) icudt##major##_dat
#define ICU_DATA_SYMBOL(major) ICU_DATA_SYMBOL_(major)

/* ICU's memory layout of a data package: a header (its size, two magic bytes, then
 * the UDataInfo that names the format), then the package's table of contents. */
struct empty_package {
    uint16_t header_size;     /* bytes before the table of contents: 32 */
    uint8_t magic[2];         /* 0xda 0x27: an ICU data item */
    uint16_t info_size;       /* UDataInfo: 20 bytes */
    uint16_t info_reserved;
    uint8_t big_endian;
    uint8_t charset_family;   /* 0: ASCII */
    uint8_t sizeof_uchar;     /* 2: UTF-16 code units */
    uint8_t info_reserved2;
    uint8_t data_format[4];   /* "CmnD": a common data package, offsets table */
    uint8_t format_version[4];
    uint8_t data_version[4];
    uint8_t padding[8];       /* up to header_size */
    uint32_t count;           /* entries in the table of contents: none */
    uint32_t unused[3];
};

__attribute__((visibility("default"), aligned(16)))
const struct empty_package ICU_DATA_SYMBOL(ICU_MAJOR) = {
    32,
    {0xda, 0x27},
    20,
    0,
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    1,
#else
    0,
#endif
    0,
    2,
    0,
    {'C', 'm', 'n', 'D'},
    {1, 0, 0, 0},
    {0, 0, 0, 0},
    {0},
    0,
    {0},
};
