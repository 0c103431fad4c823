#include "core/platforms/platformaddress.h"

#include "core/api/compshare/compshareplatform.h"
#include "core/api/platformurl.h"
#include "core/api/restplatform.h"
#include "core/api/runpod/runpodplatform.h"
#include "core/api/slurm/slurmplatform.h"
#include "core/api/vast/vastplatform.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace {

/// A cloud gpudesk has an adapter for: its word after --platform and how to reach it.
struct CloudAdapter
{
    PlatformAddress::Kind kind;
    QString word;
    QUrl (*home)(); ///< null: it has none (a lab's cluster), the word takes an address
    bool clusterAddress; ///< its address may name the user and the login node (PlatformUrl)
    QString (*name)();
    QString (*about)();
    std::unique_ptr<Platform> (*connect)(const QUrl &, const Clock &);
    PlatformFactory (*poller)(const QUrl &, const Clock &);
};

template <class P>
CloudAdapter adapter(PlatformAddress::Kind kind, const QString &word, QUrl (*home)(), bool clusterAddress = false)
{
    return {
        kind,
        word,
        home,
        clusterAddress,
        &P::displayName,
        &P::description,
        [](const QUrl &at, const Clock &clock) -> std::unique_ptr<Platform> { return std::make_unique<P>(at, clock); },
        [](const QUrl &at, const Clock &clock) { return P::pollerFactory(at, clock); }};
}

const QList<CloudAdapter> &adapters()
{
    static const QList<CloudAdapter> all{
        adapter<RunPodPlatform>(PlatformAddress::Kind::RunPod, u"runpod"_s, &RunPodPlatform::defaultUrl),
        adapter<VastPlatform>(PlatformAddress::Kind::Vast, u"vast"_s, &VastPlatform::defaultUrl),
        adapter<CompsharePlatform>(PlatformAddress::Kind::Compshare, u"compshare"_s, &CompsharePlatform::defaultUrl),
        // A cluster is the lab's own: it has no address of gpudesk's knowing, and who logs in may be in it.
        adapter<SlurmPlatform>(PlatformAddress::Kind::Slurm, u"slurm"_s, nullptr, true)};
    return all;
}

const CloudAdapter *adapterOf(PlatformAddress::Kind kind)
{
    for (const CloudAdapter &a : adapters())
        if (a.kind == kind)
            return &a;
    return nullptr;
}

} // namespace

std::optional<PlatformAddress> PlatformAddress::parse(const QString &text, QString *error)
{
    const QString trimmed = text.trimmed();
    if (trimmed.compare(u"sandbox"_s, Qt::CaseInsensitive) == 0)
        return PlatformAddress{Kind::Sandbox, {}};
    for (const CloudAdapter &a : adapters()) {
        if (trimmed.compare(a.word, Qt::CaseInsensitive) == 0) {
            if (a.home)
                return PlatformAddress{a.kind, a.home()};
            *error = QCoreApplication::translate(
                         "PlatformAddress",
                         "'%1' needs the address of the cluster's slurmrestd: %1+https://USER@HOST:PORT.")
                         .arg(a.word);
            return std::nullopt;
        }
        const QString prefix = a.word + u'+';
        if (!trimmed.startsWith(prefix, Qt::CaseInsensitive))
            continue;
        const QString rest = trimmed.mid(prefix.size());
        // The adapter elsewhere needs a whole address: a bare host would silently mean https.
        if (!rest.startsWith(u"http://"_s, Qt::CaseInsensitive)
            && !rest.startsWith(u"https://"_s, Qt::CaseInsensitive)) {
            *error = QCoreApplication::translate("PlatformAddress",
                                                 "After '%1' comes an address with http:// or https://, e.g. "
                                                 "%1http://127.0.0.1:8080.")
                         .arg(prefix);
            return std::nullopt;
        }
        const auto url = PlatformUrl::parse(rest, error, a.clusterAddress);
        if (!url)
            return std::nullopt;
        return PlatformAddress{a.kind, *url};
    }
    const auto url = PlatformUrl::parse(trimmed, error);
    if (!url)
        return std::nullopt;
    return PlatformAddress{Kind::Contract, *url};
}

QString PlatformAddress::toString() const
{
    if (kind == Kind::Sandbox)
        return u"sandbox"_s;
    const CloudAdapter *a = adapterOf(kind);
    if (!a)
        return url.toString();
    return a->home && url == a->home() ? a->word : a->word + u'+' + url.toString();
}

QList<PlatformAddress::Kind> PlatformAddress::clouds()
{
    QList<Kind> kinds;
    for (const CloudAdapter &a : adapters()) {
        if (a.home)
            kinds.append(a.kind);
    }
    return kinds;
}

QString PlatformAddress::words()
{
    QStringList all{u"sandbox"_s};
    for (const CloudAdapter &a : adapters())
        all << (a.home ? a.word : a.word + u"+URL"_s);
    all << u"URL"_s;
    return all.join(u'|');
}

PlatformAddress PlatformAddress::cloud(Kind kind)
{
    const CloudAdapter *a = adapterOf(kind);
    return a && a->home ? PlatformAddress{kind, a->home()} : PlatformAddress{};
}

QString PlatformAddress::word(Kind kind)
{
    const CloudAdapter *a = adapterOf(kind);
    return a ? a->word : QString();
}

QString PlatformAddress::displayName(Kind kind)
{
    const CloudAdapter *a = adapterOf(kind);
    return a ? a->name() : QString();
}

QString PlatformAddress::description(Kind kind)
{
    const CloudAdapter *a = adapterOf(kind);
    return a ? a->about() : QString();
}

std::unique_ptr<Platform> PlatformAddress::connect(const QUrl &at, const Clock &wallClock) const
{
    if (const CloudAdapter *a = adapterOf(kind))
        return a->connect(at, wallClock);
    return std::make_unique<RestPlatform>(at);
}

std::optional<SshHop> PlatformAddress::loginNode() const
{
    return kind == Kind::Slurm ? SlurmPlatform::loginNodeOf(url) : std::nullopt;
}

std::optional<QString> PlatformAddress::environmentToken() const
{
    return kind == Kind::Compshare ? CompsharePlatform::environmentToken() : std::nullopt;
}

PlatformFactory PlatformAddress::pollerFactory(const QUrl &at, const Clock &wallClock) const
{
    if (const CloudAdapter *a = adapterOf(kind))
        return a->poller(at, wallClock);
    return RestPlatform::pollerFactory(at);
}
