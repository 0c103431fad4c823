#pragma once

#include <QDialog>
#include <QHash>

class QLabel;
class QSpinBox;
class QTableWidget;
class SshTunnel;
class SshWorkspace;
struct Instance;

/// The tunnels to one instance: TensorBoard, Jupyter and Gradio in one click or any port, each a
/// local address that reaches a service bound to 127.0.0.1 inside the instance; open in the
/// browser (Jupyter with its token), their state and connections, closed here. Tunnels belong to
/// the workspace: closing the dialog keeps them.
class TunnelsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TunnelsDialog)
public:
    TunnelsDialog(SshWorkspace &workspace, const Instance &instance, QWidget *parent = nullptr);
    ~TunnelsDialog() override;

    /// Opens a tunnel to `remotePort` (the preset buttons and "Open" end here).
    SshTunnel *open(int remotePort);
    QTableWidget *table() const { return m_table; }
    QString problemText() const;

    /// The well-known name of a port ("TensorBoard"), empty for others.
    static QString serviceName(int port);

private:
    void render();
    void openInBrowser(SshTunnel *tunnel);

    SshWorkspace &m_workspace;
    QString m_instanceId;
    QString m_instanceName;
    QTableWidget *m_table;
    QSpinBox *m_port;
    QLabel *m_problem;
    QHash<SshTunnel *, QString> m_states; ///< what each tunnel last said
};
