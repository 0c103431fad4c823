// libFuzzer target for the SSH public-key parser (what users paste into "Add SSH key"): a key it
// accepts has a type, a blob and a fingerprint, and its canonical line parses to the same key; a
// refusal always has a reason and a sentence.
#include "common/sshpublickey.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    SshPublicKey::Error error{};
    const auto key = SshPublicKey::parse(text, &error);
    if (!key) {
        if (error.reason.isEmpty() || error.message.isEmpty())
            std::abort();
        return 0;
    }
    if (key->type.isEmpty() || key->blob.isEmpty() || key->bits <= 0 || !key->fingerprint().startsWith(u"SHA256:"))
        std::abort();
    SshPublicKey::Error again{};
    const auto reparsed = SshPublicKey::parse(key->toLine(), &again);
    if (!reparsed || reparsed->type != key->type || reparsed->blob != key->blob || reparsed->bits != key->bits
        || reparsed->fingerprint() != key->fingerprint())
        std::abort();
    return 0;
}
