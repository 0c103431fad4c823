// gpudeskctl: volumes and saved images, with what each costs while it sits there. An image is saved
// lean: measured (and cleaned) on the running instance first, refused before the platform is asked
// when it would not fit, then the instance stopped and saved.
#include "cli/storagecommands.h"

#include "common/rfc3339.h"
#include "core/api/codecs.h"
#include "core/doctor/imagesizeprobe.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Qt::StringLiterals;

QList<CtlCommand> StorageCommands::table()
{
    return {
        {.path = {u"volumes"_s, u"ls"_s},
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "data volumes: they outlive instances and cost storage until deleted")),
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<StorageCommands, &StorageCommands::listVolumes>,
         .isDefault = true},
        {.path = {u"volumes"_s, u"create"_s},
         .arguments = u"NAME"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "a new volume")),
         .options = {u"region"_s, u"size"_s},
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Other},
         .run = &CtlGroup::run<StorageCommands, &StorageCommands::createVolume>},
        {.path = {u"volumes"_s, u"rm"_s},
         .arguments = u"ID"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "delete a volume and everything on it")),
         .needs = Needs::Login,
         .words = {Word::Other},
         .run = &CtlGroup::run<StorageCommands, &StorageCommands::removeVolume>},
        {.path = {u"images"_s, u"ls"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "saved images and what they cost per day")),
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<StorageCommands, &StorageCommands::listImages>,
         .isDefault = true},
        {.path = {u"images"_s, u"save"_s},
         .arguments = u"INSTANCE"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp",
                                                        "save the instance's system disk as an image, lean: measured, "
                                                        "cleaned with --clean, then stopped and saved")),
         .details = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp",
             "On a running instance it first measures the system disk over SSH and lists what is big (pip's and "
             "conda's caches, __pycache__, logs, the Hugging Face cache, checkpoints); --clean empties the caches. "
             "When the image would be bigger than the platform takes, it says what to clean and what to move to the "
             "data disk, and asks the platform nothing. Then it stops the instance and saves it.")),
         .options = {u"name"_s, u"clean"_s, u"passphrase-file"_s},
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Instance},
         .run = &CtlGroup::run<StorageCommands, &StorageCommands::saveImage>},
        {.path = {u"images"_s, u"rm"_s},
         .arguments = u"ID"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "delete a saved image")),
         .needs = Needs::Login,
         .words = {Word::Other},
         .run = &CtlGroup::run<StorageCommands, &StorageCommands::removeImage>},
    };
}

CtlExit StorageCommands::listVolumes(const QStringList &)
{
    VolumeStorage *storage = m_ctx.need<VolumeStorage>();
    if (!storage)
        return Failed;
    const auto r = awaitAnswer<QList<Volume>>(
        [&](QObject *c, Platform::Done<QList<Volume>> done) { storage->volumes(c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing volumes"));
    if (m_ctx.json()) {
        QJsonArray items;
        for (const Volume &v : r.value())
            items.append(Codecs::encode(v));
        m_ctx.printJson(items);
        return Ok;
    }
    if (r.value().isEmpty())
        m_out << QCoreApplication::translate("Ctl",
                                             "no volumes; make one with: gpudeskctl volumes create NAME --region R "
                                             "--size GB")
              << '\n';
    const auto prices = m_ctx.pricing();
    const QHash<QString, QString> names = m_ctx.itemNames();
    for (const Volume &v : r.value()) {
        m_out << v.id << "  " << v.name << "  " << v.region << "  " << v.sizeGb << " GB  "
              << (v.instanceId ? u"on "_s + names.value(*v.instanceId, *v.instanceId) : u"free"_s);
        if (v.machineId)
            m_out << "  machine " << *v.machineId << " (gpudeskctl offers --volume " << v.id << ')';
        if (v.pricePerDay)
            m_out << "  " << m_ctx.money(*v.pricePerDay) << "/day";
        else if (prices)
            m_out << "  " << m_ctx.money(prices->storagePerGbDay.data * v.sizeGb) << "/day"
                  << (v.instanceId ? " while its instance is stopped" : "");
        m_out << '\n';
    }
    return Ok;
}

CtlExit StorageCommands::createVolume(const QStringList &words)
{
    const QString name = words.value(0);
    // A marketplace names its volumes itself.
    const bool named = !m_ctx.platform().traits().volumeOnOneMachine;
    if ((named && name.isEmpty()) || !m_ctx.isSet(u"region"_s) || !m_ctx.isSet(u"size"_s))
        return m_ctx.usage(named ? u"volumes create needs NAME, --region R and --size GB"_s
                                 : u"volumes create needs --region COUNTRY and --size GB (the platform names it)"_s);
    const auto size = m_ctx.intOption(u"size"_s, 1, 65536);
    if (!size)
        return size.exit();
    VolumeStorage *storage = m_ctx.need<VolumeStorage>();
    if (!storage)
        return Failed;
    const auto r = awaitAnswer<Volume>([&](QObject *c, Platform::Done<Volume> done) {
        storage->createVolume(name, m_ctx.value(u"region"_s), *size, c, std::move(done));
    });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "creating the volume"));
    if (m_ctx.json()) {
        m_ctx.printJson(Codecs::encode(r.value()));
        return Ok;
    }
    std::optional<Money> perDay = r.value().pricePerDay;
    if (!perDay)
        if (const auto prices = m_ctx.pricing())
            perDay = prices->storagePerGbDay.data * r.value().sizeGb;
    if (perDay)
        m_out << QCoreApplication::translate("Ctl", "created %1 (%2 GB in %3); it costs %4/day until it is deleted")
                     .arg(r.value().id, QString::number(r.value().sizeGb), r.value().region, m_ctx.money(*perDay));
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
        m_out << QCoreApplication::translate("Ctl",
                                             "attach it when creating an instance: gpudeskctl create ... --volume %1")
                     .arg(r.value().id)
              << '\n';
    return Ok;
}

CtlExit StorageCommands::removeVolume(const QStringList &words)
{
    const QString id = words.value(0);
    if (id.isEmpty())
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "volumes rm needs the volume's id (see volumes ls)"));
    VolumeStorage *storage = m_ctx.need<VolumeStorage>();
    if (!storage)
        return Failed;
    const auto r = awaitAnswer<Nothing>(
        [&](QObject *c, Platform::Done<Nothing> done) { storage->deleteVolume(id, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "deleting the volume"));
    m_out << QCoreApplication::translate("Ctl", "deleted %1 and everything on it").arg(id) << '\n';
    return Ok;
}

CtlExit StorageCommands::listImages(const QStringList &)
{
    const auto r = awaitAnswer<QList<Image>>(
        [&](QObject *c, Platform::Done<QList<Image>> done) { m_ctx.platform().images(c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing images"));
    if (m_ctx.json()) {
        QJsonArray items;
        for (const Image &i : r.value())
            items.append(Codecs::encode(i));
        m_ctx.printJson(items);
        return Ok;
    }
    const auto prices = m_ctx.pricing();
    int saved = 0;
    for (const Image &i : r.value()) {
        if (i.kind != u"custom"_s)
            continue;
        ++saved;
        m_out << i.id << "  " << i.name << "  " << i.sizeGb << " GB";
        if (i.custom)
            m_out << "  saved " << Rfc3339::format(i.custom->createdAt);
        if (prices)
            m_out << "  " << m_ctx.money(prices->storagePerGbDay.image * i.sizeGb) << "/day";
        m_out << '\n';
    }
    if (!saved)
        m_out << QCoreApplication::translate("Ctl",
                                             "no saved images (the platform's public images cost nothing to keep)")
              << '\n';
    return Ok;
}

CtlExit StorageCommands::saveImage(const QStringList &words)
{
    const QString name = m_ctx.value(u"name"_s).trimmed();
    if (name.isEmpty())
        return m_ctx.usage(
            QT_TRANSLATE_NOOP("CtlHelp", "images save needs the instance and --name NAME for the image"));
    SavedImages *saved = m_ctx.need<SavedImages>();
    if (!saved)
        return Failed;
    const auto found = m_ctx.findInstance(words.value(0));
    if (!found)
        return found.exit();
    const qint64 max = saved->maxImageBytes();
    if (found->state == InstanceState::Running) {
        const auto reached = m_ssh.reachWithKey(found->id);
        if (!reached)
            return reached.exit();
        SshSession session;
        SshFailure failure;
        if (!session.connect(reached->target, {}, &failure) || !session.authenticate(reached->ask, &failure))
            return m_ctx.fail(failure.message);
        const auto measure = [&]() -> std::optional<ImageSizeProbe::Reading> {
            const auto out = session.run(ImageSizeProbe::command(), &failure);
            if (!out)
                return std::nullopt;
            return ImageSizeProbe::parse(out->out);
        };
        auto reading = measure();
        if (!reading)
            return m_ctx.fail(QCoreApplication::translate("Ctl", "measuring the system disk: %1").arg(failure.message));
        m_out << QCoreApplication::translate("Ctl", "system disk: %1 (an image holds at most %2)")
                     .arg(m_ctx.dataSize(reading->systemBytes), m_ctx.dataSize(max))
              << '\n';
        for (const ImageSizeProbe::Item &i : reading->items)
            m_out << "  "
                  << (ImageSizeProbe::cleanable(i.kind)
                          ? QCoreApplication::translate("Ctl", "%1  %2  (a cache: --clean removes it)")
                          : QCoreApplication::translate("Ctl", "%1  %2  (move it to the data disk)"))
                         .arg(m_ctx.dataSize(i.bytes), ImageSizeProbe::name(i.kind))
                  << '\n';
        if (m_ctx.isSet(u"clean"_s) && reading->cleanableBytes() > 0) {
            if (!session.run(ImageSizeProbe::cleanCommand(), &failure) || !(reading = measure()))
                return m_ctx.fail(QCoreApplication::translate("Ctl", "cleaning the caches: %1").arg(failure.message));
            m_out << QCoreApplication::translate("Ctl", "cleaned the caches: the system disk holds %1 now")
                         .arg(m_ctx.dataSize(reading->systemBytes))
                  << '\n';
        }
        if (const QString why = ImageSizeProbe::tooBig(*reading, max); !why.isEmpty())
            return m_ctx.fail(QCoreApplication::translate("Ctl", "not saved: %1").arg(why));
        m_err << "gpudeskctl: "
              << QCoreApplication::translate("Ctl", "stopping %1 to save its system disk").arg(found->name) << '\n';
        const auto stopped = awaitAnswer<Instance>([&](QObject *c, Platform::Done<Instance> done) {
            m_ctx.platform().stopInstance(found->id, c, std::move(done));
        });
        if (!stopped.ok())
            return m_ctx.failed(stopped.error(), u"stopping "_s + found->name);
        if (const auto got = m_ctx.waitForState(*found, InstanceState::Stopped, 600); !got)
            return got.exit();
    } else if (found->homeUsedBytes > max) {
        // Stopped: what the platform last measured of it, checked here before it is asked.
        return m_ctx.fail(
            QCoreApplication::translate("Ctl",
                                        "not saved: the system disk holds %1; an image holds at most %2. Start "
                                        "it and run images save %3 --name %4 --clean to see what is big and "
                                        "clean the caches, or move data sets and checkpoints to the data disk")
                .arg(m_ctx.dataSize(found->homeUsedBytes), m_ctx.dataSize(max), found->name, name));
    }
    const auto r = awaitAnswer<Image>(
        [&](QObject *c, Platform::Done<Image> done) { saved->saveImage(found->id, name, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "saving the image"));
    if (m_ctx.json())
        m_ctx.printJson(Codecs::encode(r.value()));
    else
        m_out << QCoreApplication::translate("Ctl", "saved %1 (%2, %3 GB): create from it with --image %4")
                     .arg(r.value().id, r.value().name, QString::number(r.value().sizeGb), r.value().id)
              << '\n';
    return Ok;
}

CtlExit StorageCommands::removeImage(const QStringList &words)
{
    const QString id = words.value(0);
    if (id.isEmpty())
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "images rm needs the image's id (see images ls)"));
    SavedImages *saved = m_ctx.need<SavedImages>();
    if (!saved)
        return Failed;
    const auto r = awaitAnswer<Nothing>(
        [&](QObject *c, Platform::Done<Nothing> done) { saved->deleteImage(id, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "deleting the image"));
    m_out << QCoreApplication::translate("Ctl", "deleted %1; it costs nothing from now on").arg(id) << '\n';
    return Ok;
}
