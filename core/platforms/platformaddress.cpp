#include "core/platforms/platformaddress.h"

#include "core/api/platformurl.h"
#include "core/api/restplatform.h"
#include "core/api/runpod/runpodplatform.h"

using namespace Qt::StringLiterals;

namespace {
const QString kRunPod = u"runpod"_s;
const QString kRunPodAt = u"runpod+"_s;
} // namespace

std::optional<PlatformAddress> PlatformAddress::parse(const QString &text, QString *error)
{
    const QString trimmed = text.trimmed();
    if (trimmed.compare(u"sandbox"_s, Qt::CaseInsensitive) == 0)
        return PlatformAddress{Kind::Sandbox, {}};
    if (trimmed.compare(kRunPod, Qt::CaseInsensitive) == 0)
        return PlatformAddress{Kind::RunPod, RunPodPlatform::defaultUrl()};
    if (trimmed.startsWith(kRunPodAt, Qt::CaseInsensitive)) {
        const QString rest = trimmed.mid(kRunPodAt.size());
        // The adapter elsewhere needs a whole address: a bare host would silently mean https.
        if (!rest.startsWith(u"http://"_s, Qt::CaseInsensitive)
            && !rest.startsWith(u"https://"_s, Qt::CaseInsensitive)) {
            *error = QCoreApplication::translate("PlatformAddress",
                                                 "After 'runpod+' comes an address with http:// or https://, e.g. "
                                                 "runpod+http://127.0.0.1:8080.");
            return std::nullopt;
        }
        const auto url = PlatformUrl::parse(rest, error);
        if (!url)
            return std::nullopt;
        return PlatformAddress{Kind::RunPod, *url};
    }
    const auto url = PlatformUrl::parse(trimmed, error);
    if (!url)
        return std::nullopt;
    return PlatformAddress{Kind::Contract, *url};
}

QString PlatformAddress::toString() const
{
    switch (kind) {
    case Kind::Sandbox:
        return u"sandbox"_s;
    case Kind::Contract:
        return url.toString();
    case Kind::RunPod:
        return url == RunPodPlatform::defaultUrl() ? kRunPod : kRunPodAt + url.toString();
    }
    return {};
}

std::unique_ptr<Platform> PlatformAddress::connect(const QUrl &at, const Clock &wallClock) const
{
    if (kind == Kind::RunPod)
        return std::make_unique<RunPodPlatform>(at, wallClock);
    return std::make_unique<RestPlatform>(at);
}

PlatformFactory PlatformAddress::pollerFactory(const QUrl &at, const Clock &wallClock) const
{
    if (kind == Kind::RunPod)
        return RunPodPlatform::pollerFactory(at, wallClock);
    return RestPlatform::pollerFactory(at);
}
