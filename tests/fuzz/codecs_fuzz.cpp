// libFuzzer target for the wire codecs: whatever bytes a server sends, decoding answers a value or
// a typed error, and a decoded value encodes and decodes to itself. Build with the fuzz preset
// (clang): cmake --preset fuzz && cmake --build --preset fuzz && build/fuzz/tests/fuzz/codecs_fuzz
#include "core/api/codecs.h"
#include "core/model/account.h"
#include "core/model/billing.h"
#include "core/model/catalog.h"
#include "core/model/credentials.h"
#include "core/model/health.h"
#include "core/model/instance.h"

#include <cstdint>
#include <cstdlib>

namespace {

template <typename T> void roundTrip(const QJsonObject &json)
{
    const ApiResult<T> decoded = Codecs::decode<T>(json);
    if (!decoded.ok()) {
        if (decoded.error().message.isEmpty())
            std::abort(); // every refusal says why
        return;
    }
    const ApiResult<T> again = Codecs::decode<T>(Codecs::encode(decoded.value()));
    if (!again.ok() || !(again.value() == decoded.value()))
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const auto parsed
        = Codecs::parseObject(QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)));
    Codecs::decodeError(400, QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (!parsed.ok())
        return 0;
    const QJsonObject &json = parsed.value();
    roundTrip<PlatformHealth>(json);
    roundTrip<Account>(json);
    roundTrip<LoginSession>(json);
    roundTrip<ApiToken>(json);
    roundTrip<SshKey>(json);
    roundTrip<GpuType>(json);
    roundTrip<Image>(json);
    roundTrip<Pricing>(json);
    roundTrip<Instance>(json);
    roundTrip<InstanceEvent>(json);
    roundTrip<Volume>(json);
    roundTrip<Billing>(json);
    roundTrip<LedgerPage>(json);
    roundTrip<Usage>(json);
    Codecs::decodeItems<Instance>(json);
    return 0;
}
