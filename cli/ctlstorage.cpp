// gpudeskctl: volumes and saved images, with what each costs while it sits there.
#include "cli/ctl.h"

#include "common/rfc3339.h"
#include "core/api/codecs.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Qt::StringLiterals;

std::optional<Pricing> Ctl::pricing()
{
    // Without a price list the figures that need it are left out, not refused.
    PriceList *prices = m_platform->facet<PriceList>();
    if (!prices)
        return std::nullopt;
    const auto r
        = awaitAnswer<Pricing>([&](QObject *c, Platform::Done<Pricing> done) { prices->pricing(c, std::move(done)); });
    return r.ok() ? std::optional<Pricing>(r.value()) : std::nullopt;
}

int Ctl::volumes(const QStringList &words)
{
    const QString sub = words.value(0);
    if (sub == u"ls"_s || sub.isEmpty()) {
        VolumeStorage *storage = need<VolumeStorage>();
        if (!storage)
            return Failed;
        const auto r = awaitAnswer<QList<Volume>>(
            [&](QObject *c, Platform::Done<QList<Volume>> done) { storage->volumes(c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing volumes"));
        if (m_json) {
            QJsonArray items;
            for (const Volume &v : r.value())
                items.append(Codecs::encode(v));
            printJson(items);
            return Ok;
        }
        if (r.value().isEmpty())
            m_out << QCoreApplication::translate("Ctl",
                                                 "no volumes; make one with: gpudeskctl volumes create NAME --region R "
                                                 "--size GB")
                  << '\n';
        const auto prices = pricing();
        const QHash<QString, QString> names = itemNames();
        for (const Volume &v : r.value()) {
            m_out << v.id << "  " << v.name << "  " << v.region << "  " << v.sizeGb << " GB  "
                  << (v.instanceId ? u"on "_s + names.value(*v.instanceId, *v.instanceId) : u"free"_s);
            if (v.machineId)
                m_out << "  machine " << *v.machineId << " (gpudeskctl offers --volume " << v.id << ')';
            if (v.pricePerDay)
                m_out << "  " << money(*v.pricePerDay) << "/day";
            else if (prices)
                m_out << "  " << money(prices->storagePerGbDay.data * v.sizeGb) << "/day"
                      << (v.instanceId ? " while its instance is stopped" : "");
            m_out << '\n';
        }
        return Ok;
    }
    if (sub == u"create"_s) {
        const QString name = words.value(1);
        // A marketplace names its volumes itself.
        const bool named = !m_platform->traits().volumeOnOneMachine;
        if ((named && name.isEmpty()) || !m_parser.isSet(u"region"_s) || !m_parser.isSet(u"size"_s))
            return usage(named ? u"volumes create needs NAME, --region R and --size GB"_s
                               : u"volumes create needs --region COUNTRY and --size GB (the platform names it)"_s);
        int exit = Ok;
        const auto size = intOption(u"size"_s, 1, 65536, &exit);
        if (!size)
            return exit;
        VolumeStorage *storage = need<VolumeStorage>();
        if (!storage)
            return Failed;
        const auto r = awaitAnswer<Volume>([&](QObject *c, Platform::Done<Volume> done) {
            storage->createVolume(name, m_parser.value(u"region"_s), *size, c, std::move(done));
        });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "creating the volume"));
        if (m_json) {
            printJson(Codecs::encode(r.value()));
            return Ok;
        }
        std::optional<Money> perDay = r.value().pricePerDay;
        if (!perDay)
            if (const auto prices = pricing())
                perDay = prices->storagePerGbDay.data * r.value().sizeGb;
        if (perDay)
            m_out << QCoreApplication::translate("Ctl", "created %1 (%2 GB in %3); it costs %4/day until it is deleted")
                         .arg(r.value().id, QString::number(r.value().sizeGb), r.value().region, money(*perDay));
        else
            m_out << QCoreApplication::translate("Ctl", "created %1 (%2 GB in %3)")
                         .arg(r.value().id, QString::number(r.value().sizeGb), r.value().region);
        m_out << '\n';
        if (r.value().machineId)
            m_out << QCoreApplication::translate("Ctl",
                                                 "it is on one machine: gpudeskctl offers --volume %1 lists that "
                                                 "machine's offers, then create --offer ID --image IMAGE --volume %1")
                         .arg(r.value().id)
                  << '\n';
        else
            m_out << QCoreApplication::translate(
                         "Ctl", "attach it when creating an instance: gpudeskctl create ... --volume %1")
                         .arg(r.value().id)
                  << '\n';
        return Ok;
    }
    if (sub == u"rm"_s) {
        const QString id = words.value(1);
        if (id.isEmpty())
            return usage(QT_TRANSLATE_NOOP("CtlHelp", "volumes rm needs the volume's id (see volumes ls)"));
        VolumeStorage *storage = need<VolumeStorage>();
        if (!storage)
            return Failed;
        const auto r = awaitAnswer<Nothing>(
            [&](QObject *c, Platform::Done<Nothing> done) { storage->deleteVolume(id, c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "deleting the volume"));
        m_out << QCoreApplication::translate("Ctl", "deleted %1 and everything on it").arg(id) << '\n';
        return Ok;
    }
    return usage(QT_TRANSLATE_NOOP("CtlHelp", "volumes takes ls, create NAME --region R --size GB, or rm ID"));
}

int Ctl::images(const QStringList &words)
{
    const QString sub = words.value(0);
    if (sub == u"ls"_s || sub.isEmpty()) {
        const auto r = awaitAnswer<QList<Image>>(
            [&](QObject *c, Platform::Done<QList<Image>> done) { m_platform->images(c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing images"));
        if (m_json) {
            QJsonArray items;
            for (const Image &i : r.value())
                items.append(Codecs::encode(i));
            printJson(items);
            return Ok;
        }
        const auto prices = pricing();
        int saved = 0;
        for (const Image &i : r.value()) {
            if (i.kind != u"custom"_s)
                continue;
            ++saved;
            m_out << i.id << "  " << i.name << "  " << i.sizeGb << " GB";
            if (i.custom)
                m_out << "  saved " << Rfc3339::format(i.custom->createdAt);
            if (prices)
                m_out << "  " << money(prices->storagePerGbDay.image * i.sizeGb) << "/day";
            m_out << '\n';
        }
        if (!saved)
            m_out << QCoreApplication::translate("Ctl",
                                                 "no saved images (the platform's public images cost nothing to keep)")
                  << '\n';
        return Ok;
    }
    if (sub == u"rm"_s) {
        const QString id = words.value(1);
        if (id.isEmpty())
            return usage(QT_TRANSLATE_NOOP("CtlHelp", "images rm needs the image's id (see images ls)"));
        SavedImages *saved = need<SavedImages>();
        if (!saved)
            return Failed;
        const auto r = awaitAnswer<Nothing>(
            [&](QObject *c, Platform::Done<Nothing> done) { saved->deleteImage(id, c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "deleting the image"));
        m_out << QCoreApplication::translate("Ctl", "deleted %1; it costs nothing from now on").arg(id) << '\n';
        return Ok;
    }
    return usage(QT_TRANSLATE_NOOP("CtlHelp", "images takes ls or rm ID"));
}
