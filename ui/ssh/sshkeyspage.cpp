#include "ui/ssh/sshkeyspage.h"

#include "core/console/console.h"
#include "core/ssh/sshworkspace.h"
#include "ui/ssh/addpublickeydialog.h"
#include "ui/ssh/generatekeydialog.h"
#include "ui/widgets/confirmer.h"
#include "ui/widgets/icons.h"
#include "ui/widgets/messagestyle.h"

#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QStyle>
#include <QTableWidget>
#include <QThreadPool>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

SshKeysPage::SshKeysPage(const Console &console, Platform &platform, SshWorkspace &workspace, Confirmer &confirmer,
                         QWidget *parent)
    : ShellPage(parent)
    , m_console(console)
    , m_platform(platform)
    , m_workspace(workspace)
    , m_confirmer(confirmer)
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_problem(new QLabel(this))
    , m_includeText(new QLabel(this))
    , m_include(new QPushButton(this))
    , m_use(new QPushButton(tr("Use for instances"), this))
    , m_upload(new QPushButton(tr("Add to the platform"), this))
    , m_fix(new QPushButton(tr("Make it private"), this))
    , m_remove(new QPushButton(tr("Remove from the platform…"), this))
{
    auto *intro = new QLabel(tr("Instances let in the keys listed here. The key marked “used” is the one gpudesk, "
                                "the terminal and VS Code log in with."),
                             this);
    intro->setWordWrap(true);
    m_table->setObjectName(u"keys"_s);
    m_table->setAccessibleName(tr("SSH keys"));
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Fingerprint"), tr("On this computer"), tr("Used")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_problem->setObjectName(u"problem"_s);
    m_problem->setWordWrap(true);
    MessageStyle::problemBand(m_problem);
    m_problem->hide();

    auto *generate = new QPushButton(tr("Generate a key…"), this);
    auto *import = new QPushButton(tr("Import a key pair…"), this);
    auto *add = new QPushButton(tr("Add a public key…"), this);
    connect(generate, &QPushButton::clicked, this, &SshKeysPage::generate);
    connect(import, &QPushButton::clicked, this, &SshKeysPage::chooseAndImport);
    connect(add, &QPushButton::clicked, this, &SshKeysPage::addPublicKey);
    connect(m_use, &QPushButton::clicked, this, &SshKeysPage::useForInstances);
    connect(m_upload, &QPushButton::clicked, this, [this] {
        if (const auto row = selectedRow(); row && row->local)
            addToPlatform(QFileInfo(row->local->privatePath).fileName(), row->local->publicKey.toLine());
    });
    connect(m_fix, &QPushButton::clicked, this, &SshKeysPage::fixPermissions);
    connect(m_remove, &QPushButton::clicked, this, &SshKeysPage::remove);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &SshKeysPage::refreshButtons);
    m_fix->setToolTip(tr("ssh refuses a private key that others on this computer can read."));

    auto *make = new QHBoxLayout;
    make->addWidget(generate);
    make->addWidget(import);
    make->addWidget(add);
    make->addStretch(1);
    auto *selected = new QHBoxLayout;
    selected->addWidget(m_use);
    selected->addWidget(m_upload);
    selected->addWidget(m_fix);
    selected->addWidget(m_remove);
    selected->addStretch(1);

    auto *terminals = new QGroupBox(tr("Terminals and VS Code"), this);
    m_includeText->setObjectName(u"includeText"_s);
    m_includeText->setWordWrap(true);
    m_includeText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_include->setObjectName(u"include"_s);
    connect(m_include, &QPushButton::clicked, this, &SshKeysPage::toggleInclude);
    auto *box = new QHBoxLayout(terminals);
    box->addWidget(m_includeText, 1);
    box->addWidget(m_include, 0, Qt::AlignTop);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_problem);
    layout->addLayout(make);
    layout->addWidget(m_table, 1);
    layout->addLayout(selected);
    layout->addWidget(terminals);

    connect(&m_console, &Console::loadedChanged, this, [this](bool loaded) {
        if (loaded)
            reload();
    });
    render();
}

SshKeysPage::~SshKeysPage() = default;

QString SshKeysPage::title() const
{
    return tr("SSH keys");
}

QIcon SshKeysPage::icon() const
{
    return Icons::get(QStringLiteral("keys"));
}

void SshKeysPage::showEvent(QShowEvent *event)
{
    ShellPage::showEvent(event);
    reload();
}

QString SshKeysPage::problemText() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

QString SshKeysPage::includeText() const
{
    return m_includeText->text();
}

void SshKeysPage::showProblem(const QString &sentence)
{
    m_problem->setText(sentence);
    m_problem->setVisible(!sentence.isEmpty());
}

void SshKeysPage::reload()
{
    if (!m_console.isLoaded()) {
        render();
        return;
    }
    m_platform.sshKeys(this, [this](const ApiResult<QList<SshKey>> &r) {
        if (r.ok()) {
            m_platformKeys = r.value();
            showProblem({});
        } else {
            showProblem(tr("The platform's keys could not be read: %1").arg(r.error().sentence(m_console.currency())));
        }
        render();
    });
}

void SshKeysPage::render()
{
    const QString selectedFingerprint = [&] {
        const auto row = selectedRow();
        return row ? (row->platform ? row->platform->fingerprint : row->local->publicKey.fingerprint()) : QString();
    }();
    // This computer's pairs by fingerprint: gpudesk's own and whatever else lives in ~/.ssh.
    QList<SshKeyPair> pairs = SshKeyPair::scan(m_workspace.paths().sshDir);
    const QString identity = m_workspace.preferences().defaultIdentity;
    if (!identity.isEmpty()
        && std::none_of(pairs.cbegin(), pairs.cend(), [&](const SshKeyPair &p) { return p.privatePath == identity; })) {
        QString ignored;
        if (auto chosen = SshKeyPair::read(identity, {}, &ignored))
            pairs << *chosen;
    }
    m_rows.clear();
    for (const SshKey &key : std::as_const(m_platformKeys)) {
        Row row{key, std::nullopt};
        for (const SshKeyPair &p : std::as_const(pairs)) {
            if (p.publicKey.fingerprint() == key.fingerprint)
                row.local = p;
        }
        m_rows << row;
    }
    for (const SshKeyPair &p : std::as_const(pairs)) {
        const bool listed = std::any_of(m_rows.cbegin(), m_rows.cend(),
                                        [&](const Row &r) { return r.local && r.local->privatePath == p.privatePath; });
        if (!listed)
            m_rows << Row{std::nullopt, p};
    }
    m_table->setRowCount(int(m_rows.size()));
    for (int r = 0; r < m_rows.size(); ++r) {
        const Row &row = m_rows[r];
        const QString name = row.platform ? row.platform->name : QFileInfo(row.local->privatePath).fileName();
        const QString fingerprint = row.platform ? row.platform->fingerprint : row.local->publicKey.fingerprint();
        QString here = tr("no (the private half is elsewhere)");
        if (row.local) {
            here = row.local->privatePath;
            if (row.local->privateTooOpen)
                here += tr(" — others can read it");
        }
        QString use;
        if (row.local && row.local->privatePath == identity)
            use = row.platform ? tr("used") : tr("used, but not on the platform yet");
        else if (!row.platform)
            use = tr("not on the platform");
        const QStringList cells{name, fingerprint, here, use};
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c == Here && row.local && row.local->privateTooOpen)
                item->setForeground(MessageStyle::problemColor());
            m_table->setItem(r, c, item);
        }
        if (fingerprint == selectedFingerprint)
            m_table->selectRow(r);
    }
    const bool included = m_workspace.isIncluded();
    m_includeText->setText(
        included
            ? tr("“ssh gpu-<name>” works in any terminal, and VS Code Remote-SSH lists your instances. gpudesk keeps "
                 "%1 current as instances come and go.")
                  .arg(m_workspace.paths().sshDir + u"/gpudesk/config"_s)
            : tr("Let “ssh gpu-<name>”, scp, rsync and VS Code reach your instances from anywhere: gpudesk adds one "
                 "Include line at the top of %1 (keeping a backup) and keeps its own file current.")
                  .arg(m_workspace.paths().sshDir + u"/config"_s));
    m_include->setText(included ? tr("Remove gpudesk's entries…") : tr("Enable"));
    refreshButtons();
}

std::optional<SshKeysPage::Row> SshKeysPage::selectedRow() const
{
    const auto rows = m_table->selectionModel() ? m_table->selectionModel()->selectedRows() : QModelIndexList();
    if (rows.isEmpty() || rows.first().row() >= m_rows.size())
        return std::nullopt;
    return m_rows[rows.first().row()];
}

void SshKeysPage::refreshButtons()
{
    const auto row = selectedRow();
    m_use->setEnabled(row && row->local && row->local->privatePath != m_workspace.preferences().defaultIdentity);
    m_upload->setEnabled(row && row->local && !row->platform && m_console.isLoaded());
    m_fix->setVisible(row && row->local && row->local->privateTooOpen);
    m_remove->setEnabled(row && row->platform && m_console.isLoaded());
}

void SshKeysPage::addToPlatform(const QString &name, const QString &publicKey, const std::function<void(bool)> &done)
{
    m_platform.addSshKey(name, publicKey, this, [this, done](const ApiResult<SshKeyCreated> &r) {
        if (!r.ok())
            showProblem(r.error().sentence(m_console.currency()));
        else
            showProblem({});
        if (done)
            done(r.ok());
        reload();
    });
}

void SshKeysPage::generate()
{
    GenerateKeyDialog dialog(m_workspace.paths().sshDir, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString dir = m_workspace.paths().sshDir, name = dialog.name();
    const QByteArray passphrase = dialog.passphrase();
    const bool upload = dialog.upload();
    QPointer<SshKeysPage> self(this);
    // bcrypt key derivation for a passphrase takes a moment: not on the GUI thread.
    QThreadPool::globalInstance()->start([self, dir, name, passphrase, upload] {
        QString error;
        const auto pair = SshKeyPair::generate(dir, name, passphrase, &error);
        QMetaObject::invokeMethod(qApp, [self, pair, error, name, upload, passphrase] {
            if (!self)
                return;
            if (!pair) {
                self->showProblem(error);
                return;
            }
            if (self->m_workspace.preferences().defaultIdentity.isEmpty()) {
                QString ignored;
                self->m_workspace.setDefaultIdentity(pair->privatePath, &ignored);
                if (!passphrase.isEmpty())
                    self->m_workspace.setPassphrase(passphrase);
            }
            if (upload)
                self->addToPlatform(name, pair->publicKey.toLine());
            else
                self->render();
        });
    });
}

void SshKeysPage::chooseAndImport()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose your private key"), m_workspace.paths().sshDir,
                                                      tr("All files (*)"));
    if (!path.isEmpty())
        importPair(path);
}

void SshKeysPage::importPair(const QString &path)
{
    QString error;
    const auto pair = SshKeyPair::read(path, {}, &error); // a .pub beside it, or no passphrase: quick
    if (pair || !SshKeyPair::isEncrypted(path.endsWith(u".pub"_s) ? path.chopped(4) : path))
        return finishImport(pair, error);
    const auto passphrase = m_confirmer.askSecret(
        this, tr("Passphrase"),
        tr("%1 has no .pub file beside it. Its passphrase, to read the public half:").arg(path));
    if (!passphrase)
        return;
    // The key derivation of a passphrase (bcrypt) takes a moment: not on the GUI thread.
    QPointer<SshKeysPage> self(this);
    QThreadPool::globalInstance()->start([self, path, secret = passphrase->toUtf8()] {
        QString error;
        const auto pair = SshKeyPair::read(path, secret, &error);
        QMetaObject::invokeMethod(qApp, [self, pair, error] {
            if (self)
                self->finishImport(pair, error);
        });
    });
}

void SshKeysPage::finishImport(const std::optional<SshKeyPair> &pair, const QString &error)
{
    if (!pair) {
        showProblem(error);
        Q_EMIT imported(false);
        return;
    }
    QString problem;
    if (m_workspace.preferences().defaultIdentity.isEmpty())
        m_workspace.setDefaultIdentity(pair->privatePath, &problem);
    const bool listed = std::any_of(m_platformKeys.cbegin(), m_platformKeys.cend(),
                                    [&](const SshKey &k) { return k.fingerprint == pair->publicKey.fingerprint(); });
    if (listed) {
        render();
        Q_EMIT imported(true);
        return;
    }
    addToPlatform(QFileInfo(pair->privatePath).fileName(), pair->publicKey.toLine(),
                  [this](bool ok) { Q_EMIT imported(ok); });
}

void SshKeysPage::addPublicKey()
{
    auto *dialog = new AddPublicKeyDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &AddPublicKeyDialog::submitted, this, [this, dialog](const QString &name, const QString &key) {
        QPointer<AddPublicKeyDialog> open(dialog);
        m_platform.addSshKey(name, key, this, [this, open](const ApiResult<SshKeyCreated> &r) {
            if (!r.ok()) {
                if (open)
                    open->showProblem(r.error().sentence(m_console.currency()));
                return;
            }
            if (open)
                open->accept();
            reload();
        });
    });
    dialog->open();
}

void SshKeysPage::useForInstances()
{
    const auto row = selectedRow();
    if (!row || !row->local)
        return;
    QString error;
    if (!m_workspace.setDefaultIdentity(row->local->privatePath, &error))
        showProblem(error);
    render();
}

void SshKeysPage::fixPermissions()
{
    const auto row = selectedRow();
    QString error;
    if (row && row->local && !SshKeyPair::fixPermissions(row->local->privatePath, &error))
        showProblem(error);
    render();
}

void SshKeysPage::remove()
{
    const auto row = selectedRow();
    if (!row || !row->platform)
        return;
    // Running instances let in the keys they booted with: the one they are reached with is gone
    // at once. Name them, so nobody locks themselves out of a training run by accident.
    QStringList running;
    const bool usedHere = row->local && row->local->privatePath == m_workspace.preferences().defaultIdentity;
    for (const Instance &i : m_console.instances()) {
        if (i.state == InstanceState::Running)
            running << i.name;
    }
    QString text = tr("Remove “%1” (%2) from the platform?").arg(row->platform->name, row->platform->fingerprint);
    if (usedHere && !running.isEmpty())
        text += u"\n\n"_s
            + tr("gpudesk logs in with this key. These running instances will refuse it at once: %1. Add another key "
                 "first if you still need them.")
                  .arg(QLocale().createSeparatedList(running));
    else if (m_platformKeys.size() == 1)
        text += u"\n\n"_s + tr("It is your only key: new instances could not be logged in to.");
    text += u"\n\n"_s + tr("Files on this computer are kept.");
    if (!m_confirmer.confirm(this, tr("Remove the key"), text, tr("Remove")))
        return;
    m_platform.deleteSshKey(row->platform->id, this, [this](const ApiResult<Nothing> &r) {
        showProblem(r.ok() ? QString() : r.error().sentence(m_console.currency()));
        reload();
    });
}

void SshKeysPage::toggleInclude()
{
    QString error;
    if (m_workspace.isIncluded()) {
        if (!m_confirmer.confirm(this, tr("Remove gpudesk's ssh entries"),
                                 tr("gpudesk's Include line leaves %1, which becomes exactly what it was before, and "
                                    "gpudesk's own ssh files are deleted. “ssh gpu-…” stops working in terminals.")
                                     .arg(m_workspace.paths().sshDir + u"/config"_s),
                                 tr("Remove")))
            return;
        if (!m_workspace.removeFromUserConfig(&error))
            showProblem(error);
    } else if (!m_workspace.includeInUserConfig(&error)) {
        showProblem(error);
    }
    render();
}
