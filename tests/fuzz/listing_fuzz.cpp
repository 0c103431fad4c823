// libFuzzer target for what an instance sends back to list a download (find's NUL-separated
// manifest) and a folder (the browser's listing): nothing it says puts a file outside the
// destination, and every folder entry has a name and a size.
#include "core/transfer/downloader.h"
#include "core/transfer/remotelisting.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    for (const TransferEntry &e : Downloader::parseListing(bytes, QStringLiteral("/data"))) {
        if (e.relative.isEmpty() || e.relative.startsWith(u'/'))
            std::abort();
        for (const QStringView part : QStringView(e.relative).split(u'/')) {
            if (part.isEmpty() || part == u"." || part == u"..")
                std::abort();
        }
    }
    for (const RemoteListing::Entry &e : RemoteListing::parse(bytes)) {
        if (e.name.isEmpty())
            std::abort();
    }
    return 0;
}
