#include "ui/transfers/uploaddialog.h"

#include "core/console/console.h"
#include "core/ssh/sshworkspace.h"
#include "core/transfer/transferqueue.h"
#include "ui/widgets/messagestyle.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QThreadPool>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {
constexpr auto kExcludesKey = "transfers/excludes";

QStringList patternsOf(const QString &text)
{
    QStringList out;
    for (const QString &p : text.split(QRegularExpression(u"[,\\s]+"_s), Qt::SkipEmptyParts))
        out << p;
    return out;
}

QString dataMountOf(const Instance &i)
{
    return i.dataDisk ? i.dataDisk->mountPath.value_or(QString()) : QString();
}
} // namespace

UploadDialog::UploadDialog(Console &console, SshWorkspace &ssh, TransferQueue &queue, const QStringList &sources,
                           const QString &instanceId, const QString &settingsFile, QWidget *parent)
    : QDialog(parent)
    , m_console(console)
    , m_ssh(ssh)
    , m_queue(queue)
    , m_sources(sources)
    , m_settingsFile(settingsFile)
    , m_instance(new QComboBox(this))
    , m_destination(new QLineEdit(this))
    , m_destinationWarning(new QLabel(this))
    , m_excludes(new QLineEdit(this))
    , m_summary(new QLabel(this))
    , m_warnings(new QLabel(this))
    , m_anyway(new QCheckBox(tr("Send them anyway"), this))
    , m_stopped(new QLabel(this))
    , m_startNoGpu(new QPushButton(tr("Start it without a GPU"), this))
    , m_send(nullptr)
{
    setWindowTitle(tr("Upload to an instance"));
    for (const Instance &i : m_ssh.instances()) {
        if (i.state.value() == InstanceState::Released || i.state.value() == InstanceState::Releasing)
            continue;
        m_instance->addItem(i.name, i.id);
    }
    int chosen = m_instance->findData(instanceId);
    if (chosen < 0) {
        for (int r = 0; r < m_instance->count() && chosen < 0; ++r) {
            for (const Instance &i : m_ssh.instances()) {
                if (i.id == m_instance->itemData(r).toString() && i.state.value() == InstanceState::Running)
                    chosen = r;
            }
        }
    }
    m_instance->setCurrentIndex(std::max(0, chosen));
    const QSettings stored(m_settingsFile, QSettings::IniFormat);
    m_excludes->setText(
        stored.value(QLatin1StringView(kExcludesKey), TransferPlan::defaultExcludes()).toStringList().join(u", "_s));
    m_excludes->setToolTip(tr("Names or paths left out, separated by commas: *.pyc, __pycache__, .git, data/raw/*"));
    for (QLabel *l : {m_summary, m_destinationWarning, m_warnings, m_stopped})
        l->setWordWrap(true);
    m_summary->setObjectName(u"summary"_s);
    m_warnings->setObjectName(u"warnings"_s);
    MessageStyle::problem(m_warnings);
    MessageStyle::problem(m_destinationWarning);
    m_warnings->hide();
    m_anyway->hide();
    m_destinationWarning->hide();

    auto *what = new QLabel(this);
    what->setWordWrap(true);
    what->setText(sources.size() == 1 ? tr("Upload %1").arg(QFileInfo(sources.first()).fileName())
                                      : tr("Upload %n items", nullptr, int(sources.size())));
    QFont bold = what->font();
    bold.setBold(true);
    what->setFont(bold);
    auto *form = new QFormLayout;
    form->addRow(tr("To instance:"), m_instance);
    form->addRow(tr("Into folder:"), m_destination);
    form->addRow(QString(), m_destinationWarning);
    form->addRow(tr("Leave out:"), m_excludes);
    auto *stoppedRow = new QHBoxLayout;
    stoppedRow->addWidget(m_stopped, 1);
    stoppedRow->addWidget(m_startNoGpu);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_send = buttons->addButton(tr("Send"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &UploadDialog::send);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(what);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(m_warnings);
    layout->addWidget(m_anyway);
    layout->addLayout(stoppedRow);
    layout->addStretch(1);
    layout->addWidget(buttons);

    connect(m_instance, &QComboBox::currentIndexChanged, this, &UploadDialog::instanceChosen);
    connect(m_destination, &QLineEdit::textChanged, this, &UploadDialog::checkDestination);
    connect(m_excludes, &QLineEdit::editingFinished, this, &UploadDialog::count);
    connect(m_anyway, &QCheckBox::toggled, this, &UploadDialog::refresh);
    connect(m_startNoGpu, &QPushButton::clicked, this, [this] {
        m_console.start(m_instance->currentData().toString(), false);
        m_startNoGpu->setEnabled(false);
        m_stopped->setText(tr("Starting without a GPU; the upload begins as soon as it runs."));
    });
    connect(&m_ssh, &SshWorkspace::synced, this, &UploadDialog::refresh);
    resize(640, 420);
    instanceChosen();
    count();
}

UploadDialog::~UploadDialog() = default;

QString UploadDialog::summaryText() const
{
    return m_summary->text();
}

QString UploadDialog::warningText() const
{
    return m_warnings->isHidden() ? QString() : m_warnings->text();
}

QString UploadDialog::destinationWarning() const
{
    return m_destinationWarning->isHidden() ? QString() : m_destinationWarning->text();
}

void UploadDialog::instanceChosen()
{
    for (const Instance &i : m_ssh.instances()) {
        if (i.id != m_instance->currentData().toString())
            continue;
        const QString mount = dataMountOf(i);
        m_destination->setText(mount.isEmpty() ? u"~"_s : mount);
    }
    refresh();
}

void UploadDialog::checkDestination()
{
    QString mount;
    for (const Instance &i : m_ssh.instances()) {
        if (i.id == m_instance->currentData().toString())
            mount = dataMountOf(i);
    }
    const QString dest = m_destination->text().trimmed();
    const bool onData = !mount.isEmpty() && (dest == mount || dest.startsWith(mount + u'/'));
    if (dest.isEmpty())
        m_destinationWarning->setText(tr("Say which folder on the instance the files go into."));
    else if (!onData)
        m_destinationWarning->setText(
            mount.isEmpty() ? tr("This instance has no data disk: the files go on its system disk, which fills up "
                                 "quickly and is deleted when the instance is released.")
                            : tr("This is on the system disk: it fills up quickly and is deleted when the instance "
                                 "is released. The data disk is %1.")
                                  .arg(mount));
    m_destinationWarning->setVisible(dest.isEmpty() || !onData);
    refresh();
}

void UploadDialog::count()
{
    m_counted = false;
    m_summary->setText(tr("Counting what will go…"));
    refresh();
    const quint64 ticket = m_latest.next();
    const QStringList sources = m_sources, excludes = patternsOf(m_excludes->text());
    const QPointer<UploadDialog> self(this);
    // A tree of many thousands of files takes a moment to walk: never on the GUI thread.
    QThreadPool::globalInstance()->start([self, ticket, sources, excludes] {
        const TransferPlan plan = TransferPlan::forUpload(sources, excludes);
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, ticket, plan] {
                if (!self || !self->m_latest.isLatest(ticket))
                    return;
                self->m_plan = plan;
                self->m_counted = true;
                self->refresh();
            },
            Qt::QueuedConnection);
    });
}

void UploadDialog::refresh()
{
    const QLocale locale;
    if (m_counted) {
        const TransferPlan &p = m_plan;
        if (!p.problem.isEmpty()) {
            m_summary->setText(p.problem);
        } else {
            QString text = tr("%n file(s), %1.", nullptr, int(p.files)).arg(locale.formattedDataSize(p.bytes));
            if (p.excludedCount > 0)
                text += u' '
                    + tr("Left out: %n item(s), %1 (%2).", nullptr, int(p.excludedCount))
                          .arg(locale.formattedDataSize(p.excludedBytes), p.excludedExamples.join(u", "_s));
            const qint64 seconds = p.estimateSeconds(kAssumedBytesPerSecond);
            text += u' '
                + (seconds < 60 ? tr("About %n second(s) at 10 MB/s.", nullptr, int(std::max<qint64>(1, seconds)))
                                : tr("About %n minute(s) at 10 MB/s.", nullptr, int((seconds + 59) / 60)));
            m_summary->setText(text);
        }
        QStringList lines;
        bool serious = false;
        for (const TransferWarning &w : p.warnings) {
            switch (w.kind) {
            case TransferWarning::Kind::PrivateKey:
                lines << tr("%1 is a private key: whoever gets the instance (or an image of it) could use it.")
                             .arg(w.relative);
                serious = true;
                break;
            case TransferWarning::Kind::EnvFile:
                lines << tr("%1 is an .env file: it usually holds passwords and tokens.").arg(w.relative);
                serious = true;
                break;
            case TransferWarning::Kind::ApiToken: {
                const QString where = w.cell > 0 ? tr("%1, cell %2, line %3").arg(w.relative).arg(w.cell).arg(w.line)
                                                 : tr("%1, line %2").arg(w.relative).arg(w.line);
                lines << tr("%1 holds what looks like a %2 key or token: whoever gets the instance (or an image of "
                            "it) could use it.")
                             .arg(where, w.service);
                serious = true;
                break;
            }
            case TransferWarning::Kind::Unreadable:
                lines << tr("%1 cannot be read here and is left out.").arg(w.relative);
                break;
            }
        }
        if (lines.size() > 6)
            lines = lines.first(6) << tr("… and %n more.", nullptr, int(p.warnings.size() - 6));
        m_warnings->setText(lines.join(u'\n')
                            + (serious ? u"\n"_s
                                       + tr("Leave them out above (for example .env, *.pem), or send them "
                                            "anyway.")
                                       : QString()));
        m_warnings->setVisible(!lines.isEmpty());
        m_anyway->setVisible(serious);
        if (!serious)
            m_anyway->setChecked(false);
    }
    // A stopped instance: offer the cheap start (the seed: prepare and upload without the GPU).
    bool running = false, stopped = false;
    QString name;
    for (const Instance &i : m_ssh.instances()) {
        if (i.id == m_instance->currentData().toString()) {
            running = i.state.value() == InstanceState::Running;
            stopped = i.state.value() == InstanceState::Stopped;
            name = i.name;
        }
    }
    if (stopped && m_startNoGpu->isEnabled())
        m_stopped->setText(
            tr("%1 is stopped. Start it without a GPU (at the no-GPU rate, a small part of the card's) to "
               "upload; the upload waits for it.")
                .arg(name));
    else if (running)
        m_stopped->clear();
    else if (!stopped && m_startNoGpu->isEnabled())
        m_stopped->setText(tr("%1 is not running yet: the upload waits for it.").arg(name));
    m_stopped->setVisible(!m_stopped->text().isEmpty());
    m_startNoGpu->setVisible(stopped || !m_startNoGpu->isEnabled());
    const bool blocked = m_warnings->isVisible() && m_anyway->isVisible() && !m_anyway->isChecked();
    m_send->setEnabled(m_counted && m_plan.problem.isEmpty() && !m_destination->text().trimmed().isEmpty()
                       && m_instance->count() > 0 && !blocked);
}

void UploadDialog::send()
{
    const QStringList excludes = patternsOf(m_excludes->text());
    QSettings stored(m_settingsFile, QSettings::IniFormat);
    stored.setValue(QLatin1StringView(kExcludesKey), excludes);
    for (const Instance &i : m_ssh.instances()) {
        if (i.id == m_instance->currentData().toString())
            m_queued = m_queue.upload(i, m_sources, m_destination->text().trimmed(), excludes);
    }
    accept();
}
