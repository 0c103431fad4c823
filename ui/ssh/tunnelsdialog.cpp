#include "ui/ssh/tunnelsdialog.h"

#include "core/ssh/sshremote.h"
#include "core/ssh/sshtunnels.h"
#include "core/ssh/sshworkspace.h"
#include "ui/widgets/messagestyle.h"

#include <QDesktopServices>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {
constexpr int kJupyter = 8888;
constexpr int kMostOffered = 10; ///< a busy instance's other ports go through "Other port"
const auto kListeningTag = QStringLiteral("listening-ports");
} // namespace

TunnelsDialog::TunnelsDialog(const SshParts &ssh, const Instance &instance, QWidget *parent)
    : QDialog(parent)
    , m_workspace(*ssh.workspace)
    , m_remote(*ssh.remote)
    , m_tunnels(*ssh.tunnels)
    , m_instanceId(instance.id)
    , m_instanceName(instance.name)
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_port(new QSpinBox(this))
    , m_problem(new QLabel(this))
    , m_listeningNote(new QLabel(this))
    , m_listeningRow(new QHBoxLayout)
{
    m_sshPorts << 22;
    if (instance.ssh)
        m_sshPorts << instance.ssh->port;
    setWindowTitle(tr("Tunnels to %1").arg(instance.name));
    auto *note
        = new QLabel(tr("A tunnel makes a service inside the instance appear on this computer, even one that "
                        "listens only on 127.0.0.1 there (the public ports cannot reach those). Only you can use "
                        "it, and it comes back by itself after a restart."),
                     this);
    note->setWordWrap(true);
    auto *presets = new QHBoxLayout;
    for (const int port : {6006, kJupyter, 7860}) {
        auto *button = new QPushButton(u"%1 (%2)"_s.arg(serviceName(port)).arg(port), this);
        connect(button, &QPushButton::clicked, this, [this, port] { open(port); });
        presets->addWidget(button);
    }
    m_port->setRange(1, 65535);
    m_port->setValue(8000);
    auto *other = new QPushButton(tr("Open"), this);
    connect(other, &QPushButton::clicked, this, [this] { open(m_port->value()); });
    presets->addSpacing(12);
    presets->addWidget(new QLabel(tr("Other port:"), this));
    presets->addWidget(m_port);
    presets->addWidget(other);
    presets->addStretch(1);
    m_problem->setWordWrap(true);
    m_problem->setObjectName(u"problem"_s);
    MessageStyle::problem(m_problem);
    m_problem->hide();
    m_table->setObjectName(u"tunnels"_s);
    m_table->setHorizontalHeaderLabels(
        {tr("Inside the instance"), tr("On this computer"), tr("State"), tr("Connections"), QString()});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addLayout(presets);
    auto *listening = new QHBoxLayout;
    listening->addWidget(new QLabel(tr("Listening inside now:"), this));
    listening->addLayout(m_listeningRow);
    m_listeningNote->setObjectName(u"listening"_s);
    listening->addWidget(m_listeningNote);
    listening->addStretch(1);
    auto *refresh = new QPushButton(tr("Look again"), this);
    connect(refresh, &QPushButton::clicked, this, &TunnelsDialog::lookForListeners);
    listening->addWidget(refresh);
    layout->addLayout(listening);
    layout->addWidget(m_problem);
    layout->addWidget(m_table, 1);
    connect(&m_tunnels, &SshTunnels::tunnelsChanged, this, [this](const QString &id) {
        if (id == m_instanceId)
            render();
    });
    connect(&m_tunnels, &SshTunnels::jupyterUrlReady, this, [this](const QString &id, const QUrl &url) {
        if (id == m_instanceId)
            QDesktopServices::openUrl(url);
    });
    connect(
        &m_remote, &SshRemote::commandDone, this,
        [this](const QString &id, const QString &tag, bool ok, const QByteArray &output, const SshFailure &failure) {
            if (id != m_instanceId || tag != kListeningTag)
                return;
            if (ok) {
                showListeners(ListeningPorts::parse(output, m_sshPorts));
            } else {
                showListeners({});
                m_listeningNote->setText(tr("could not look: %1").arg(failure.message));
            }
        });
    resize(760, 400);
    render();
    lookForListeners();
}

TunnelsDialog::~TunnelsDialog() = default;

QString TunnelsDialog::serviceName(int port)
{
    switch (port) {
    case 6006:
        return u"TensorBoard"_s;
    case kJupyter:
        return u"Jupyter"_s;
    case 7860:
        return u"Gradio"_s;
    default:
        return {};
    }
}

QString TunnelsDialog::listeningText() const
{
    return m_listeningNote->text();
}

void TunnelsDialog::lookForListeners()
{
    for (const Instance &i : m_workspace.instances()) {
        if (i.id != m_instanceId)
            continue;
        if (!m_workspace.targetFor(i)) {
            showListeners({});
            m_listeningNote->setText(tr("the instance is not running"));
            return;
        }
        m_listeningNote->setText(tr("looking…"));
        m_remote.runCommand(i, ListeningPorts::command(), kListeningTag);
    }
}

void TunnelsDialog::showListeners(const QList<ListeningPort> &ports)
{
    m_listening = ports;
    while (QLayoutItem *item = m_listeningRow->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    for (const ListeningPort &p : ports.first(std::min<qsizetype>(ports.size(), kMostOffered))) {
        const QString name = serviceName(p.port);
        auto *button
            = new QPushButton(name.isEmpty() ? QString::number(p.port) : u"%1 %2"_s.arg(name).arg(p.port), this);
        button->setToolTip(p.loopbackOnly ? tr("Listens on 127.0.0.1 only: a tunnel is the way to reach it from here.")
                                          : tr("Listens on every address inside the instance."));
        connect(button, &QPushButton::clicked, this, [this, port = p.port] { open(port); });
        m_listeningRow->addWidget(button);
    }
    if (ports.isEmpty())
        m_listeningNote->setText(tr("nothing yet (start your service, then look again)"));
    else if (ports.size() > kMostOffered)
        m_listeningNote->setText(tr("and %n more (use Other port)", nullptr, int(ports.size() - kMostOffered)));
    else
        m_listeningNote->clear();
}

QString TunnelsDialog::problemText() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

SshTunnel *TunnelsDialog::open(int remotePort)
{
    for (SshTunnel *t : m_tunnels.tunnels(m_instanceId)) {
        if (t->remotePort() == remotePort)
            return t; // one is enough: many connections share it
    }
    QString error;
    SshTunnel *tunnel = nullptr;
    for (const Instance &i : m_workspace.instances()) {
        if (i.id == m_instanceId)
            tunnel = m_tunnels.openTunnel(i, remotePort, 0, &error);
    }
    if (!tunnel && error.isEmpty())
        error = tr("%1 is not among the instances any more.").arg(m_instanceName);
    m_problem->setText(error);
    m_problem->setVisible(!tunnel);
    render();
    return tunnel;
}

void TunnelsDialog::openInBrowser(SshTunnel *tunnel)
{
    if (tunnel->remotePort() == kJupyter) {
        for (const Instance &i : m_workspace.instances()) {
            if (i.id == m_instanceId)
                m_tunnels.findJupyterUrl(i, tunnel->remotePort(), tunnel->localPort());
        }
        return;
    }
    QDesktopServices::openUrl(QUrl(u"http://127.0.0.1:%1/"_s.arg(tunnel->localPort())));
}

void TunnelsDialog::render()
{
    const QList<SshTunnel *> tunnels = m_tunnels.tunnels(m_instanceId);
    m_table->setRowCount(int(tunnels.size()));
    for (int r = 0; r < tunnels.size(); ++r) {
        SshTunnel *t = tunnels[r];
        if (!m_states.contains(t)) {
            m_states.insert(t, tr("connecting…"));
            connect(t, &SshTunnel::stateChanged, this, [this, t](SshTunnel::State state, const QString &message) {
                QString text;
                switch (state) {
                case SshTunnel::State::Connecting:
                    text = tr("connecting…");
                    break;
                case SshTunnel::State::Open:
                    text = message.isEmpty() ? tr("open") : tr("open — %1").arg(message);
                    break;
                case SshTunnel::State::Reconnecting:
                    text = tr("reconnecting — %1").arg(message);
                    break;
                case SshTunnel::State::Failed:
                    text = tr("stopped — %1").arg(message);
                    break;
                case SshTunnel::State::Closed:
                    text = tr("closed");
                    break;
                }
                m_states.insert(t, text);
                render();
            });
            connect(t, &SshTunnel::connectionsChanged, this, &TunnelsDialog::render);
            connect(t, &QObject::destroyed, this, [this, t] { m_states.remove(t); });
        }
        const QString name = serviceName(t->remotePort());
        const QStringList cells{
            name.isEmpty() ? tr("port %1").arg(t->remotePort()) : u"%1 (%2)"_s.arg(name).arg(t->remotePort()),
            u"http://127.0.0.1:%1"_s.arg(t->localPort()), m_states.value(t), QString::number(t->openConnections())};
        for (int c = 0; c < Actions; ++c)
            m_table->setItem(r, c, new QTableWidgetItem(cells[c]));
        auto *buttons = new QWidget(m_table);
        auto *row = new QHBoxLayout(buttons);
        row->setContentsMargins(0, 0, 0, 0);
        auto *browse = new QPushButton(tr("Open in browser"), buttons);
        auto *close = new QPushButton(tr("Close"), buttons);
        connect(browse, &QPushButton::clicked, this, [this, t] { openInBrowser(t); });
        connect(close, &QPushButton::clicked, this, [this, t] { m_tunnels.closeTunnel(t); });
        row->addWidget(browse);
        row->addWidget(close);
        m_table->setCellWidget(r, Actions, buttons);
    }
}
