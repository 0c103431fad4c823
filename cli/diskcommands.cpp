// gpudeskctl disk: a data disk added to an instance, grown, detached and kept, attached again and
// deleted. A disk comes raw on such a platform: gpudeskctl prints the commands that make it usable and
// runs none of them (a filesystem made on the wrong disk loses its files).
#include "cli/diskcommands.h"

#include "common/rfc3339.h"
#include "core/api/codecs.h"
#include "core/model/datadiskshell.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Qt::StringLiterals;

QList<CtlCommand> DiskCommands::table()
{
    return {
        {.path = {u"disk"_s, u"ls"_s},
         .summary
         = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "data disks detached and kept: they bill until deleted")),
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<DiskCommands, &DiskCommands::list>,
         .isDefault = true},
        {.path = {u"disk"_s, u"add"_s},
         .arguments = u"INSTANCE"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "a new data disk of --size GB on the instance")),
         .details = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp",
             "The instance runs or is stopped and has no data disk yet. The disk is billed as the instance is, and "
             "comes empty, without a filesystem: the command prints the one line to run on the instance, as root, "
             "that makes one and mounts it at /data now and at each boot.")),
         .options = {u"size"_s},
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Instance},
         .run = &CtlGroup::run<DiskCommands, &DiskCommands::add>},
        {.path = {u"disk"_s, u"grow"_s},
         .arguments = u"INSTANCE"_s,
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "the stopped instance's data disk made --size GB (it never shrinks)")),
         .options = {u"size"_s},
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Instance},
         .run = &CtlGroup::run<DiskCommands, &DiskCommands::grow>},
        {.path = {u"disk"_s, u"detach"_s},
         .arguments = u"INSTANCE"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp", "the stopped instance's data disk taken off and kept with its files (it bills on)")),
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Instance},
         .run = &CtlGroup::run<DiskCommands, &DiskCommands::detach>},
        {.path = {u"disk"_s, u"attach"_s},
         .arguments = u"INSTANCE DISK"_s,
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "a kept disk (disk ls) put on an instance of its zone that has none")),
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Instance, Word::Other},
         .run = &CtlGroup::run<DiskCommands, &DiskCommands::attach>},
        {.path = {u"disk"_s, u"rm"_s},
         .arguments = u"DISK"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "delete a kept disk and everything on it")),
         .needs = Needs::Login,
         .words = {Word::Other},
         .run = &CtlGroup::run<DiskCommands, &DiskCommands::remove>},
    };
}

CtlExit DiskCommands::list(const QStringList &)
{
    DataDiskChanges *disks = m_ctx.need<DataDiskChanges>();
    if (!disks)
        return Failed;
    const auto r = awaitAnswer<QList<Volume>>(
        [&](QObject *c, Platform::Done<QList<Volume>> done) { disks->detachedDisks(c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing the kept disks"));
    if (m_ctx.json()) {
        QJsonArray items;
        for (const Volume &v : r.value())
            items.append(Codecs::encode(v));
        m_ctx.printJson(items);
        return Ok;
    }
    if (r.value().isEmpty())
        m_out << QCoreApplication::translate("Ctl", "no detached disks: every data disk is on its instance") << '\n';
    for (const Volume &v : r.value())
        m_out << QCoreApplication::translate("Ctl", "%1  %2  %3 GB in %4, detached %5; it bills until deleted")
                     .arg(v.id, v.name, QString::number(v.sizeGb), v.region, Rfc3339::format(v.createdAt))
              << '\n';
    return Ok;
}

CtlExit DiskCommands::add(const QStringList &words)
{
    return sized(words, QT_TRANSLATE_NOOP("CtlHelp", "disk add needs INSTANCE and --size GB"),
                 &DataDiskChanges::addDataDisk, u"adding a data disk to "_s,
                 [this](const Instance &i, int size, const QString &device) {
                     m_out << QCoreApplication::translate("Ctl", "%1 has a new %2 GB data disk at %3, empty.")
                                  .arg(i.name, QString::number(size), device)
                           << '\n'
                           << QCoreApplication::translate(
                                  "Ctl", "Make it usable once, as root on the instance (gpudeskctl ssh %1):")
                                  .arg(i.name)
                           << "\n  " << DataDiskShell::firstUse(device) << '\n';
                 });
}

CtlExit DiskCommands::grow(const QStringList &words)
{
    return sized(
        words, QT_TRANSLATE_NOOP("CtlHelp", "disk grow needs INSTANCE and --size GB, the new size"),
        &DataDiskChanges::growDataDisk, u"growing the data disk of "_s,
        [this](const Instance &i, int size, const QString &device) {
            m_out << QCoreApplication::translate("Ctl", "the data disk of %1 is %2 GB now.").arg(i.name).arg(size)
                  << '\n'
                  << QCoreApplication::translate("Ctl", "Once it runs again, grow its filesystem to fill it, as root:")
                  << "\n  " << DataDiskShell::afterGrow(device) << '\n';
        });
}

CtlExit DiskCommands::sized(const QStringList &words, const char *usage, SizedChange change, const QString &doing,
                            const std::function<void(const Instance &, int, const QString &)> &said)
{
    if (!m_ctx.isSet(u"size"_s))
        return m_ctx.usage(usage);
    const auto size = m_ctx.intOption(u"size"_s, 1, 32000);
    if (!size)
        return size.exit();
    DataDiskChanges *disks = m_ctx.need<DataDiskChanges>();
    if (!disks)
        return Failed;
    const auto found = m_ctx.findInstance(words.value(0));
    if (!found)
        return found.exit();
    const auto r = awaitAnswer<Instance>(
        [&](QObject *c, Platform::Done<Instance> done) { (disks->*change)(found->id, *size, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), doing + found->name);
    if (m_ctx.json()) {
        m_ctx.printJson(Codecs::encode(r.value()));
        return Ok;
    }
    const std::optional<DataDisk> &disk = r.value().dataDisk;
    said(r.value(), *size, disk && disk->device ? *disk->device : u"DEVICE"_s);
    return Ok;
}

CtlExit DiskCommands::detach(const QStringList &words)
{
    DataDiskChanges *disks = m_ctx.need<DataDiskChanges>();
    if (!disks)
        return Failed;
    const auto found = m_ctx.findInstance(words.value(0));
    if (!found)
        return found.exit();
    const auto r = awaitAnswer<Volume>(
        [&](QObject *c, Platform::Done<Volume> done) { disks->detachDataDisk(found->id, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), u"detaching the data disk of "_s + found->name);
    if (m_ctx.json()) {
        m_ctx.printJson(Codecs::encode(r.value()));
        return Ok;
    }
    m_out << QCoreApplication::translate("Ctl",
                                         "detached %1 (%2 GB) from %3 with its files; it bills until deleted. Put it "
                                         "on an instance of %4 with: gpudeskctl disk attach INSTANCE %1")
                 .arg(r.value().id, QString::number(r.value().sizeGb), found->name, r.value().region)
          << '\n';
    return Ok;
}

CtlExit DiskCommands::attach(const QStringList &words)
{
    if (words.size() < 2)
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "disk attach needs INSTANCE and DISK (see disk ls)"));
    DataDiskChanges *disks = m_ctx.need<DataDiskChanges>();
    if (!disks)
        return Failed;
    const auto found = m_ctx.findInstance(words.value(0));
    if (!found)
        return found.exit();
    const QString disk = words.value(1);
    const auto r = awaitAnswer<Instance>(
        [&](QObject *c, Platform::Done<Instance> done) { disks->attachDataDisk(found->id, disk, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), u"attaching %1 to %2"_s.arg(disk, found->name));
    if (m_ctx.json()) {
        m_ctx.printJson(Codecs::encode(r.value()));
        return Ok;
    }
    m_out << QCoreApplication::translate("Ctl", "%1 is on %2 again, with its files.").arg(disk, found->name) << '\n'
          << QCoreApplication::translate("Ctl",
                                         "Mount it, as root on the instance (a disk gpudesk made has its label):")
          << "\n  " << DataDiskShell::mountAgain() << '\n';
    return Ok;
}

CtlExit DiskCommands::remove(const QStringList &words)
{
    const QString id = words.value(0);
    if (id.isEmpty())
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "disk rm needs the disk's id (see disk ls)"));
    DataDiskChanges *disks = m_ctx.need<DataDiskChanges>();
    if (!disks)
        return Failed;
    const auto r = awaitAnswer<Nothing>(
        [&](QObject *c, Platform::Done<Nothing> done) { disks->deleteDetachedDisk(id, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "deleting the disk"));
    m_out << QCoreApplication::translate("Ctl", "deleted %1 and everything on it").arg(id) << '\n';
    return Ok;
}
