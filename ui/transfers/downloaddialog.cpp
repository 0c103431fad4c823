#include "ui/transfers/downloaddialog.h"

#include "core/ssh/sshremote.h"
#include "core/ssh/sshworkspace.h"
#include "core/transfer/remotecommands.h"
#include "core/transfer/remotelisting.h"
#include "core/transfer/transferplan.h"
#include "core/transfer/transferqueue.h"
#include "ui/widgets/messagestyle.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {
const auto kTag = QStringLiteral("download-browse");
}

DownloadDialog::DownloadDialog(SshWorkspace &ssh, SshRemote &remote, TransferQueue &queue, const QString &instanceId,
                               const QString &localFolder, QWidget *parent)
    : QDialog(parent)
    , m_ssh(ssh)
    , m_commands(remote)
    , m_queue(queue)
    , m_instance(new QComboBox(this))
    , m_remote(new QLineEdit(this))
    , m_entries(new QTableWidget(0, 2, this))
    , m_local(new QLineEdit(localFolder, this))
    , m_problem(new QLabel(this))
    , m_download(nullptr)
{
    setWindowTitle(tr("Download from an instance"));
    for (const Instance &i : m_ssh.instances()) {
        if (i.state.value() == InstanceState::Running)
            m_instance->addItem(i.name, i.id);
    }
    m_instance->setCurrentIndex(std::max(0, m_instance->findData(instanceId)));
    m_entries->setObjectName(u"entries"_s);
    m_entries->setHorizontalHeaderLabels({tr("Name"), tr("Size")});
    m_entries->verticalHeader()->hide();
    m_entries->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_entries->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_entries->setSelectionMode(QAbstractItemView::SingleSelection);
    m_entries->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_entries->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_problem->setWordWrap(true);
    MessageStyle::problem(m_problem);
    m_problem->hide();
    auto *up = new QPushButton(tr("Up"), this);
    auto *go = new QPushButton(tr("Go"), this);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_remote, 1);
    pathRow->addWidget(go);
    pathRow->addWidget(up);
    auto *choose = new QPushButton(tr("Choose…"), this);
    auto *localRow = new QHBoxLayout;
    localRow->addWidget(m_local, 1);
    localRow->addWidget(choose);
    auto *form = new QFormLayout;
    form->addRow(tr("From instance:"), m_instance);
    form->addRow(tr("What:"), pathRow);
    auto *hint = new QLabel(tr("Double-click a folder to open it; select a file or folder to download it (none "
                               "selected: the folder shown)."),
                            this);
    hint->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_download = buttons->addButton(tr("Download"), QDialogButtonBox::AcceptRole);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(hint);
    layout->addWidget(m_entries, 1);
    auto *localForm = new QFormLayout;
    localForm->addRow(tr("Into this folder here:"), localRow);
    layout->addLayout(localForm);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    connect(go, &QPushButton::clicked, this, [this] { browse(m_remote->text().trimmed()); });
    connect(m_remote, &QLineEdit::returnPressed, this, [this] { browse(m_remote->text().trimmed()); });
    connect(up, &QPushButton::clicked, this, [this] {
        const QString parent = m_folder.section(u'/', 0, -2);
        browse(parent.isEmpty() ? u"/"_s : parent);
    });
    connect(m_entries, &QTableWidget::cellDoubleClicked, this, [this](int row) {
        if (m_entries->item(row, 0)->data(Qt::UserRole).toBool())
            browse(RemoteCommands::join(m_folder, m_entries->item(row, 0)->text()));
    });
    connect(choose, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Where the files go"), m_local->text());
        if (!folder.isEmpty())
            m_local->setText(folder);
    });
    connect(m_instance, &QComboBox::currentIndexChanged, this, [this] {
        for (const Instance &i : m_ssh.instances()) {
            if (i.id == m_instance->currentData().toString())
                browse(i.dataDisk && i.dataDisk->mountPath ? *i.dataDisk->mountPath : u"~"_s);
        }
    });
    connect(&m_commands, &SshRemote::commandDone, this, &DownloadDialog::listed);
    connect(buttons, &QDialogButtonBox::accepted, this, &DownloadDialog::send);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(640, 520);
    if (m_instance->count() == 0) {
        m_problem->setText(tr("No instance is running: start one (no-GPU mode is enough) to download from it."));
        m_problem->show();
        m_download->setEnabled(false);
    } else {
        Q_EMIT m_instance->currentIndexChanged(m_instance->currentIndex());
    }
}

DownloadDialog::~DownloadDialog() = default;

QString DownloadDialog::problemText() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

void DownloadDialog::browse(const QString &folder)
{
    for (const Instance &i : m_ssh.instances()) {
        if (i.id != m_instance->currentData().toString())
            continue;
        m_folder = folder;
        m_remote->setText(folder);
        m_entries->setRowCount(0);
        m_problem->hide();
        // Each listing has its own tag: an older one answering late (Up pressed quickly) is dropped.
        m_commands.runCommand(i, RemoteListing::command(folder), kTag + QString::number(++m_listing));
    }
}

void DownloadDialog::listed(const QString &instanceId, const QString &tag, bool ok, const QByteArray &output,
                            const SshFailure &failure)
{
    if (tag != kTag + QString::number(m_listing) || instanceId != m_instance->currentData().toString())
        return;
    if (!ok) {
        m_problem->setText(failure.message);
        m_problem->show();
        return;
    }
    const QList<RemoteListing::Entry> entries = RemoteListing::parse(output);
    if (entries.isEmpty() && !output.contains(QByteArray("\0--\0", 4))) {
        m_problem->setText(tr("%1 is not a folder on the instance.").arg(m_folder));
        m_problem->show();
    }
    m_entries->setRowCount(int(entries.size()));
    const QLocale locale;
    for (int r = 0; r < entries.size(); ++r) {
        auto *name = new QTableWidgetItem(entries[r].name);
        name->setData(Qt::UserRole, entries[r].folder);
        name->setIcon(style()->standardIcon(entries[r].folder ? QStyle::SP_DirIcon : QStyle::SP_FileIcon));
        m_entries->setItem(r, 0, name);
        m_entries->setItem(r, 1, new QTableWidgetItem(locale.formattedDataSize(entries[r].bytes)));
    }
}

void DownloadDialog::send()
{
    QString what = m_folder;
    if (const auto rows = m_entries->selectionModel()->selectedRows(); !rows.isEmpty())
        what = RemoteCommands::join(m_folder, m_entries->item(rows.first().row(), 0)->text());
    if (what.isEmpty() || m_local->text().trimmed().isEmpty()) {
        m_problem->setText(tr("Choose what to download and the folder here it goes into."));
        m_problem->show();
        return;
    }
    for (const Instance &i : m_ssh.instances()) {
        if (i.id == m_instance->currentData().toString())
            m_queued = m_queue.download(i, {what}, m_local->text().trimmed(), TransferPlan::defaultExcludes());
    }
    accept();
}
