#pragma once

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;

/// Asks what a new key pair is called and whether it gets a passphrase; says where its files go.
class GenerateKeyDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GenerateKeyDialog)
public:
    GenerateKeyDialog(const QString &sshDir, QWidget *parent = nullptr);
    ~GenerateKeyDialog() override;

    QString name() const;
    QByteArray passphrase() const;
    bool upload() const;

private:
    void check();

    QString m_sshDir;
    QLineEdit *m_name;
    QLineEdit *m_passphrase;
    QLineEdit *m_repeat;
    QCheckBox *m_upload;
    QLabel *m_where;
    QLabel *m_problem;
    QPushButton *m_ok = nullptr;
};
