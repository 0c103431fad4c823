// gpudeskctl upload / download: the transfer engine of the console, from a terminal.
#include "cli/transfercommands.h"

#include "common/unixsignalwatcher.h"
#include "core/store/localstore.h"
#include "core/transfer/downloader.h"
#include "core/transfer/transferjournal.h"
#include "core/transfer/uploader.h"
#include <QCoreApplication>

#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTimer>
#include <QUuid>

#include <unistd.h>

#include <future>
#include <mutex>
#include <thread>

using namespace Qt::StringLiterals;

namespace {

QString warningText(const TransferWarning &w)
{
    switch (w.kind) {
    case TransferWarning::Kind::PrivateKey:
        return QCoreApplication::translate(
                   "Ctl", "%1 is a private key: anyone on the instance (or with its image) could use it")
            .arg(w.relative);
    case TransferWarning::Kind::EnvFile:
        return QCoreApplication::translate("Ctl", "%1 is an .env file: it usually holds passwords and tokens")
            .arg(w.relative);
    case TransferWarning::Kind::ApiToken:
        if (w.cell > 0)
            return QCoreApplication::translate("Ctl", "%1 holds what looks like a %2 key or token (cell %3, line %4)")
                .arg(w.relative, w.service, QString::number(w.cell), QString::number(w.line));
        return QCoreApplication::translate("Ctl", "%1 holds what looks like a %2 key or token (line %3)")
            .arg(w.relative, w.service, QString::number(w.line));
    case TransferWarning::Kind::Unreadable:
        return QCoreApplication::translate("Ctl", "%1 cannot be read here and is left out").arg(w.relative);
    }
    return w.relative;
}

} // namespace

QList<CtlCommand> TransferCommands::table()
{
    return {
        {.path = {u"upload"_s},
         .arguments = u"INSTANCE SRC DEST"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "send a file or folder into DEST on the instance")),
         .details = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp",
             "Resumable and checked with SHA-256; __pycache__, *.pyc and *.log are left out; private keys, .env files "
             "and API tokens stop it unless --yes.")),
         .options = QStringList{u"exclude"_s, u"yes"_s, u"reread"_s} + CtlSshAccess::options(),
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Instance, Word::File, Word::Other},
         .exits = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "4: interrupted, run it again to resume; 5: a checksum mismatch.")),
         .run = &CtlGroup::run<TransferCommands, &TransferCommands::upload>},
        {.path = {u"download"_s},
         .arguments = u"INSTANCE SRC DEST"_s,
         .summary
         = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "bring a file or folder from the instance into DEST here")),
         .options = QStringList{u"exclude"_s} + CtlSshAccess::options(),
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Instance, Word::Other, Word::Directory},
         .exits = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "4: interrupted, run it again to resume; 5: a checksum mismatch.")),
         .run = &CtlGroup::run<TransferCommands, &TransferCommands::download>},
    };
}

CtlExit TransferCommands::transfer(const QStringList &words, bool upload)
{
    const QString verb = upload ? u"upload"_s : u"download"_s;
    if (words.size() != 3)
        return m_ctx.usage(QCoreApplication::translate("CtlHelp", "%1 needs INSTANCE SRC DEST, e.g. %2")
                               .arg(verb,
                                    upload ? u"upload my-run ./data /root/data"_s
                                           : u"download my-run /root/data/checkpoints ./checkpoints"_s));
    const auto passphrase = m_ssh.passphraseOption();
    if (!passphrase)
        return passphrase.exit();
    const QStringList excludes = TransferPlan::defaultExcludes() + m_ctx.values(u"exclude"_s);
    const QString source = words[1];
    const QString destination = upload ? words[2] : QFileInfo(words[2]).absoluteFilePath();

    // An upload's plan walks the source and reads up to 64 MB of it for secrets: it is made while
    // the instance is reached and the SSH connection opened, and nothing is sent before it is done
    // and, where it warns, the user said --yes.
    std::future<TransferPlan> planning;
    if (upload)
        planning = std::async(std::launch::async,
                              [&source, &excludes] { return TransferPlan::forUpload({source}, excludes); });
    std::optional<TransferPlan> planned; // an upload's, once made; a download's, made on the worker
    // The exit status when the plan says not to go on (having said why), nothing if it may go on.
    const auto refused = [&]() -> std::optional<CtlExit> {
        const TransferPlan &plan = planned.emplace(planning.get());
        if (!plan.problem.isEmpty()) {
            m_err << "gpudeskctl: " << plan.problem << '\n';
            return Usage;
        }
        bool stop = false;
        for (const TransferWarning &w : plan.warnings) {
            m_err << "gpudeskctl: " << QCoreApplication::translate("Ctl", "warning: %1").arg(warningText(w)) << '\n';
            stop = stop || w.kind != TransferWarning::Kind::Unreadable;
        }
        if (stop && !m_ctx.isSet(u"yes"_s))
            return m_ctx.fail(QCoreApplication::translate(
                "Ctl", "nothing was sent; leave those out with --exclude, or send them anyway with --yes"));
        return std::nullopt;
    };
    const auto reached = m_ssh.reach(words[0], SshWorkspaceSync::Pinning::None);
    if (!reached) {
        if (upload) {
            if (const auto code = refused()) // what is wrong here is said before what is wrong there
                return *code;
        }
        return reached.exit();
    }
    const auto &[instance, target] = *reached;

    // The connection is made (and its passphrase asked) on the worker while the plan is finished
    // here; the worker goes on once told to (`go`), with the plan and the journal's record set.
    TransferHooks hooks;
    std::optional<TransferFailure> failure;
    std::atomic<qint64> moved = 0; // written by the worker, read by the progress line
    std::promise<bool> go;
    QEventLoop loop;
    std::thread worker([&, going = go.get_future().share()] {
        SshSession session;
        SshFailure ssh;
        // A passphrase is asked on the terminal only once the plan's warnings are said and it may go on.
        const auto ask = [&going, asked = m_ssh.passphraseSource(*passphrase)](const QString &key) {
            return going.get() ? asked(key) : std::nullopt;
        };
        const bool connected = session.connect(target, {}, &ssh) && session.authenticate(ask, &ssh);
        if (connected) // the instance's shell starts up while the plan is finished
            session.prepareShell();
        if (!going.get())
            return;
        if (!connected) {
            failure = TransferFailure::fromSsh(ssh);
        } else {
            session.setStallTimeout(30);
            if (upload) {
                Uploader uploader(session, hooks);
                failure = uploader.run(*planned, destination);
                moved = uploader.sent();
            } else {
                Downloader downloader(session, hooks);
                TransferFailure why;
                planned = downloader.plan({source}, excludes, &why);
                if (!planned)
                    failure = why;
                else {
                    failure = downloader.run(*planned, destination);
                    moved = downloader.received();
                }
            }
        }
        QMetaObject::invokeMethod(&loop, &QEventLoop::quit, Qt::QueuedConnection);
    });
    if (upload) {
        if (const auto code = refused()) {
            go.set_value(false);
            worker.join();
            return *code;
        }
    }

    // The journal: running the same command again resumes the transfer it left unfinished.
    TransferJournal journal;
    QString error;
    const bool journalled = journal.open(LocalStore::defaultPath(), &error);
    if (!journalled)
        m_err << "gpudeskctl: "
              << QCoreApplication::translate("Ctl", "warning: %1 (this transfer is not journalled)").arg(error) << '\n';
    TransferRecord record;
    record.owner = u"cli"_s;
    record.platform = m_ctx.platform().baseUrl().toString(QUrl::StripTrailingSlash);
    record.instanceId = instance.id;
    record.instanceName = instance.name;
    record.direction = upload ? TransferRecord::Direction::Upload : TransferRecord::Direction::Download;
    record.sources = {upload ? QFileInfo(source).absoluteFilePath() : source};
    record.destination = destination;
    record.excludes = excludes;
    record.createdAt = QDateTime::currentDateTimeUtc();
    if (const auto earlier = journalled ? journal.findResumable(record) : std::nullopt) {
        record = *earlier;
        hooks.done = journal.doneItems(record.id);
        const QString when = QLocale::c().toString(record.createdAt.toLocalTime(), QLocale::ShortFormat);
        m_err << "gpudeskctl: "
              << (upload ? QCoreApplication::translate("Ctl", "resuming the upload left unfinished on %1")
                         : QCoreApplication::translate("Ctl", "resuming the download left unfinished on %1"))
                     .arg(when)
              << '\n';
    } else {
        record.id = QUuid::createUuid().toString(QUuid::Id128).left(12);
        if (journalled && !journal.add(record, &error))
            m_err << "gpudeskctl: "
                  << QCoreApplication::translate("Ctl", "warning: %1 (this transfer cannot be resumed)").arg(error)
                  << '\n';
    }
    hooks.transferId = record.id;
    hooks.reread = upload && m_ctx.isSet(u"reread"_s);

    std::atomic_bool stop = false;
    hooks.stop = &stop;
    std::mutex mutex;
    TransferProgress latest;
    QStringList finishedItems;
    hooks.progress = [&](const TransferProgress &p) {
        const std::lock_guard lock(mutex);
        latest = p;
    };
    hooks.itemDone = [&](const QString &item) {
        const std::lock_guard lock(mutex);
        finishedItems << item;
    };

    go.set_value(true);

    // Progress: a line that rewrites itself on a terminal, a JSON object per line with --json.
    const bool tty = ::isatty(STDERR_FILENO);
    QElapsedTimer clock;
    clock.start();
    qint64 lastBytes = -1;
    const auto show = [&](bool final) {
        TransferProgress p;
        QStringList items;
        {
            const std::lock_guard lock(mutex);
            p = latest;
            items.swap(finishedItems);
        }
        for (const QString &item : std::as_const(items)) {
            if (journalled)
                journal.markItemDone(record.id, item, &error);
        }
        if (journalled)
            journal.setProgress(record.id, p.bytesDone, p.bytesTotal, p.filesTotal, &error);
        const double seconds = std::max<double>(0.001, double(clock.elapsed()) / 1000.0);
        const double speed = double(moved.load() > 0 ? moved.load() : p.bytesDone) / seconds;
        if (m_ctx.json()) {
            if (p.bytesDone == lastBytes && !final)
                return;
            lastBytes = p.bytesDone;
            m_out << QJsonDocument(QJsonObject{{u"transfer"_s, record.id},
                                               {u"bytes_done"_s, p.bytesDone},
                                               {u"bytes_total"_s, p.bytesTotal},
                                               {u"files_done"_s, p.filesDone},
                                               {u"files_total"_s, p.filesTotal},
                                               {u"current"_s, p.current}})
                         .toJson(QJsonDocument::Compact)
                  << '\n';
            m_out.flush();
        } else if (tty) {
            const int percent = p.bytesTotal > 0 ? int(100 * p.bytesDone / p.bytesTotal) : 100;
            m_err << "\r\033[K"
                  << QCoreApplication::translate("Ctl", "%1%  %2 of %3  %4/%5 files  %6/s  %7")
                         .arg(percent)
                         .arg(m_ctx.dataSize(p.bytesDone), m_ctx.dataSize(p.bytesTotal))
                         .arg(p.filesDone)
                         .arg(p.filesTotal)
                         .arg(m_ctx.dataSize(qint64(speed)), p.current);
            if (final)
                m_err << '\n';
            m_err.flush();
        }
    };
    QTimer ticker;
    QObject::connect(&ticker, &QTimer::timeout, &loop, [&] { show(false); });
    ticker.start(250);
    UnixSignalWatcher interrupts;
    QObject::connect(&interrupts, &UnixSignalWatcher::terminationRequested, &loop, [&] { stop = true; });
    loop.exec();
    worker.join();
    ticker.stop();
    show(true);

    if (!failure) {
        if (journalled)
            journal.setState(record.id, TransferRecord::State::Done, destination, &error);
        QString done;
        if (planned->excludedCount > 0)
            done
                = (upload ? QCoreApplication::translate("Ctl",
                                                        "uploaded %1 files (%2) to %3, verified (SHA-256); left out %4 "
                                                        "by the excludes (%5)")
                          : QCoreApplication::translate("Ctl",
                                                        "downloaded %1 files (%2) to %3, verified (SHA-256); left out "
                                                        "%4 by the excludes (%5)"))
                      .arg(planned->files)
                      .arg(m_ctx.dataSize(planned->bytes))
                      .arg(destination, QString::number(planned->excludedCount),
                           m_ctx.dataSize(planned->excludedBytes));
        else
            done = (upload ? QCoreApplication::translate("Ctl", "uploaded %1 files (%2) to %3, verified (SHA-256)")
                           : QCoreApplication::translate("Ctl", "downloaded %1 files (%2) to %3, verified (SHA-256)"))
                       .arg(planned->files)
                       .arg(m_ctx.dataSize(planned->bytes))
                       .arg(destination);
        m_err << "gpudeskctl: " << done << '\n';
        return Ok;
    }
    const bool resumable = failure->resumable() || (stop && failure->kind == TransferFailure::Kind::Cancelled);
    if (journalled)
        journal.setState(record.id, resumable ? TransferRecord::State::Paused : TransferRecord::State::Failed,
                         failure->message, &error);
    m_err << "gpudeskctl: "
          << (stop ? QCoreApplication::translate("Ctl", "interrupted: what was sent is kept") : failure->message)
          << '\n';
    if (resumable) {
        m_err << "gpudeskctl: " << QCoreApplication::translate("Ctl", "run the same command again to resume") << '\n';
        return Interrupted;
    }
    return failure->kind == TransferFailure::Kind::ChecksumMismatch ? ChecksumMismatch : Failed;
}
