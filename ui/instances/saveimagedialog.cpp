#include "ui/instances/saveimagedialog.h"

#include "core/api/platform.h"
#include "core/console/console.h"
#include "core/model/instancewords.h"
#include "core/ssh/sshremote.h"
#include "ui/widgets/listtable.h"
#include "ui/widgets/messagestyle.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

SaveImageDialog::SaveImageDialog(Console &console, SshRemote &ssh, const Instance &instance, QWidget *parent)
    : QDialog(parent)
    , m_console(console)
    , m_ssh(ssh)
    , m_instance(instance)
    , m_name(new QLineEdit(instance.name + tr(" environment"), this))
    , m_summary(MessageStyle::paragraph({}, this))
    , m_items(ListTable::make({tr("What"), tr("Size"), tr("What to do")}, this, false))
    , m_clean(new QPushButton(tr("Clean the caches"), this))
    , m_save(new QPushButton(tr("Stop and save"), this))
{
    setObjectName(u"saveImageDialog"_s);
    setWindowTitle(tr("Save an image of %1").arg(instance.name));
    if (const SavedImages *images = console.platform().facet<SavedImages>())
        m_max = images->maxImageBytes();
    auto *intro = MessageStyle::paragraph(
        tr("An image holds the system disk (the environment, installed packages), never the data disk, and costs "
           "storage by the day. Caches and checkpoints on the system disk make it big: gpudesk measures them first."),
        this);
    auto *form = new QFormLayout;
    form->addRow(tr("Name of the image:"), m_name);
    m_items->setMaximumHeight(200);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    buttons->addButton(m_clean, QDialogButtonBox::ActionRole);
    buttons->addButton(m_save, QDialogButtonBox::AcceptRole);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(m_items);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &SaveImageDialog::reject);
    connect(m_clean, &QPushButton::clicked, this, &SaveImageDialog::clean);
    connect(m_save, &QPushButton::clicked, this, &SaveImageDialog::stopAndSave);
    // Stopped, then saved: the image is asked for once the platform says it stopped.
    connect(&m_console, &Console::instancesChanged, this, [this] {
        const Instance *i = m_console.instance(m_instance.id);
        if (!m_stopping || !i || i->state != InstanceState::Stopped)
            return;
        m_stopping = false;
        m_console.saveImage(m_instance.id, m_name->text().trimmed());
        Q_EMIT saving();
        accept();
    });
    resize(700, 460);
    measure();
}

SaveImageDialog::~SaveImageDialog() = default;

void SaveImageDialog::measure()
{
    m_clean->setEnabled(false);
    m_save->setEnabled(false);
    MessageStyle::say(m_summary, tr("Measuring the system disk…"), false);
    m_ssh.execute(m_instance, ImageSizeProbe::command(), this,
                  [this](const std::optional<SshSession::Output> &out, const SshFailure &failure) {
                      if (!out) {
                          MessageStyle::say(m_summary,
                                            tr("The system disk could not be measured: %1").arg(failure.message), true);
                          Q_EMIT measured();
                          return;
                      }
                      display(ImageSizeProbe::parse(out->out));
                      Q_EMIT measured();
                  });
}

void SaveImageDialog::display(const ImageSizeProbe::Reading &reading)
{
    m_items->setRowCount(int(reading.items.size()));
    for (int row = 0; row < reading.items.size(); ++row) {
        const ImageSizeProbe::Item &i = reading.items[row];
        ListTable::fillRow(
            m_items, row,
            {ImageSizeProbe::name(i.kind), InstanceWords::dataSize(i.bytes),
             ImageSizeProbe::cleanable(i.kind) ? tr("a cache: cleaned in one click") : tr("move it to the data disk")});
    }
    const qint64 cleanable = reading.cleanableBytes();
    m_clean->setText(cleanable > 0 ? tr("Clean the caches (%1)").arg(InstanceWords::dataSize(cleanable))
                                   : tr("Clean the caches"));
    m_clean->setEnabled(cleanable > 0);
    const QString tooBig = m_max > 0 ? ImageSizeProbe::tooBig(reading, m_max) : QString();
    if (!tooBig.isEmpty()) {
        MessageStyle::say(m_summary, tooBig, true);
        m_save->setEnabled(false);
        return;
    }
    MessageStyle::say(m_summary,
                      reading.systemBytes >= 0 ? tr("The image would hold about %1. Saving stops the instance first.")
                                                     .arg(InstanceWords::dataSize(reading.systemBytes))
                                               : tr("Saving stops the instance first."),
                      false);
    m_save->setEnabled(true);
}

void SaveImageDialog::clean()
{
    m_clean->setEnabled(false);
    m_save->setEnabled(false);
    MessageStyle::say(m_summary, tr("Cleaning the caches…"), false);
    m_ssh.execute(m_instance, ImageSizeProbe::cleanCommand(), this,
                  [this](const std::optional<SshSession::Output> &out, const SshFailure &failure) {
                      if (!out) {
                          MessageStyle::say(m_summary, tr("The caches could not be cleaned: %1").arg(failure.message),
                                            true);
                          Q_EMIT measured();
                          return;
                      }
                      measure();
                  });
}

void SaveImageDialog::stopAndSave()
{
    if (m_name->text().trimmed().isEmpty()) {
        MessageStyle::say(m_summary, tr("Give the image a name."), true);
        return;
    }
    m_save->setEnabled(false);
    m_clean->setEnabled(false);
    m_name->setEnabled(false);
    MessageStyle::say(m_summary, tr("Stopping %1; the image is saved once it has stopped.").arg(m_instance.name),
                      false);
    m_stopping = true;
    m_console.stop(m_instance.id);
}
