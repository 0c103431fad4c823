#pragma once

#include "core/ssh/listeningports.h"
#include "core/ssh/sshparts.h"

#include <QDialog>
#include <QHash>

class QHBoxLayout;
class QLabel;
class QSpinBox;
class QTableWidget;
class SshTunnel;
struct Instance;

/// The tunnels to one instance: TensorBoard, Jupyter and Gradio in one click or any port, each a
/// local address that reaches a service bound to 127.0.0.1 inside the instance; open in the
/// browser (Jupyter with its token), their state and connections, closed here. The ports something
/// listens on inside the instance are read when the dialog opens and offered in one click. Tunnels
/// belong to SshTunnels: closing the dialog keeps them.
class TunnelsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TunnelsDialog)
public:
    /// `ssh`: its workspace, remote and tunnels (none null).
    TunnelsDialog(const SshParts &ssh, const Instance &instance, QWidget *parent = nullptr);
    ~TunnelsDialog() override;

    /// Opens a tunnel to `remotePort` (the preset buttons and "Open" end here).
    SshTunnel *open(int remotePort);
    QTableWidget *table() const { return m_table; }
    QString problemText() const;
    /// Reads again which ports listen inside the instance (done once when the dialog opens).
    void lookForListeners();
    /// The ports offered as listening inside, as last read.
    const QList<ListeningPort> &listening() const { return m_listening; }
    /// What the listening row says (looking, none, or why it could not look).
    QString listeningText() const;

    /// The well-known name of a port ("TensorBoard"), empty for others.
    static QString serviceName(int port);

private:
    /// The table's columns.
    enum Column { Service, Here, State, Connections, Actions, ColumnCount };

    void render();
    void openInBrowser(SshTunnel *tunnel);
    void showListeners(const QList<ListeningPort> &ports);

    SshWorkspace &m_workspace;
    SshRemote &m_remote;
    SshTunnels &m_tunnels;
    QString m_instanceId;
    QString m_instanceName;
    QList<int> m_sshPorts; ///< the instance's own SSH ports, never offered
    QTableWidget *m_table;
    QSpinBox *m_port;
    QLabel *m_problem;
    QLabel *m_listeningNote;
    QHBoxLayout *m_listeningRow; ///< a button per port offered
    QList<ListeningPort> m_listening;
    QHash<SshTunnel *, QString> m_states; ///< what each tunnel last said
};
