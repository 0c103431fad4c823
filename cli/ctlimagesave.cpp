// gpudeskctl images save: a lean image. Measured (and cleaned) on the running instance first, refused
// before the platform is asked when it would not fit, then the instance stopped and saved.
#include "cli/ctl.h"

#include "core/api/codecs.h"
#include "core/doctor/imagesizeprobe.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

int Ctl::imageSave(const QStringList &words)
{
    const QString name = m_parser.value(u"name"_s).trimmed();
    if (name.isEmpty())
        return usage(QT_TRANSLATE_NOOP("CtlHelp", "images save needs the instance and --name NAME for the image"));
    SavedImages *saved = need<SavedImages>();
    if (!saved)
        return Failed;
    int exit = Ok;
    const auto found = findInstance(words.value(1), &exit);
    if (!found)
        return exit;
    const qint64 max = saved->maxImageBytes();
    if (found->state == InstanceState::Running) {
        const auto reached = reachWithKey(found->id, &exit);
        if (!reached)
            return exit;
        SshSession session;
        SshFailure failure;
        if (!session.connect(reached->target, {}, &failure) || !session.authenticate(reached->ask, &failure)) {
            m_err << "gpudeskctl: " << failure.message << '\n';
            return Failed;
        }
        const auto measure = [&]() -> std::optional<ImageSizeProbe::Reading> {
            const auto out = session.run(ImageSizeProbe::command(), &failure);
            if (!out)
                return std::nullopt;
            return ImageSizeProbe::parse(out->out);
        };
        auto reading = measure();
        if (!reading) {
            m_err << "gpudeskctl: "
                  << QCoreApplication::translate("Ctl", "measuring the system disk: %1").arg(failure.message) << '\n';
            return Failed;
        }
        m_out << QCoreApplication::translate("Ctl", "system disk: %1 (an image holds at most %2)")
                     .arg(dataSize(reading->systemBytes), dataSize(max))
              << '\n';
        for (const ImageSizeProbe::Item &i : reading->items)
            m_out << "  "
                  << (ImageSizeProbe::cleanable(i.kind)
                          ? QCoreApplication::translate("Ctl", "%1  %2  (a cache: --clean removes it)")
                          : QCoreApplication::translate("Ctl", "%1  %2  (move it to the data disk)"))
                         .arg(dataSize(i.bytes), ImageSizeProbe::name(i.kind))
                  << '\n';
        if (m_parser.isSet(u"clean"_s) && reading->cleanableBytes() > 0) {
            if (!session.run(ImageSizeProbe::cleanCommand(), &failure) || !(reading = measure())) {
                m_err << "gpudeskctl: "
                      << QCoreApplication::translate("Ctl", "cleaning the caches: %1").arg(failure.message) << '\n';
                return Failed;
            }
            m_out << QCoreApplication::translate("Ctl", "cleaned the caches: the system disk holds %1 now")
                         .arg(dataSize(reading->systemBytes))
                  << '\n';
        }
        if (const QString why = ImageSizeProbe::tooBig(*reading, max); !why.isEmpty()) {
            m_err << "gpudeskctl: " << QCoreApplication::translate("Ctl", "not saved: %1").arg(why) << '\n';
            return Failed;
        }
        m_err << "gpudeskctl: "
              << QCoreApplication::translate("Ctl", "stopping %1 to save its system disk").arg(found->name) << '\n';
        const auto stopped = awaitAnswer<Instance>([&](QObject *c, Platform::Done<Instance> done) {
            m_platform->stopInstance(found->id, c, std::move(done));
        });
        if (!stopped.ok())
            return failed(stopped.error(), u"stopping "_s + found->name);
        if (!waitForState(*found, InstanceState::Stopped, 600, &exit))
            return exit;
    } else if (found->homeUsedBytes > max) {
        // Stopped: what the platform last measured of it, checked here before it is asked.
        m_err << "gpudeskctl: "
              << QCoreApplication::translate("Ctl",
                                             "not saved: the system disk holds %1; an image holds at most %2. Start "
                                             "it and run images save %3 --name %4 --clean to see what is big and "
                                             "clean the caches, or move data sets and checkpoints to the data disk")
                     .arg(dataSize(found->homeUsedBytes), dataSize(max), found->name, name)
              << '\n';
        return Failed;
    }
    const auto r = awaitAnswer<Image>(
        [&](QObject *c, Platform::Done<Image> done) { saved->saveImage(found->id, name, c, std::move(done)); });
    if (!r.ok())
        return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "saving the image"));
    if (m_json)
        printJson(Codecs::encode(r.value()));
    else
        m_out << QCoreApplication::translate("Ctl", "saved %1 (%2, %3 GB): create from it with --image %4")
                     .arg(r.value().id, r.value().name, QString::number(r.value().sizeGb), r.value().id)
              << '\n';
    return Ok;
}
